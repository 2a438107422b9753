import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import type { TCmsObject } from '@betsite/contract/content';
import { flag, visibleTree } from '@betsite/domain/content-rules';
import type { AppDeps } from '../../deps.ts';
import { escapeAttribute } from '../../platform/index-pages.ts';
import { isRefusal } from '../../platform/outcome.ts';
import { reusedRead } from './reused-read.ts';
import type { ContentService } from './service.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The images the home's first screen asks for with high priority, as the web app draws them for a
 * visitor (features/content: the slider's first slide, the promo list's first card): its largest
 * paint, which the browser would otherwise find only once the scripts have run and the area has come.
 * A slider showing one slide at random (selectMode 1) preloads none of its slides.
 */
export function firstScreenImages(area: TCmsObject[], ctx: { mobile: boolean; modules: Record<string, boolean>; now: Date }): string[] {
  const objects = visibleTree(area, { ...ctx, logged: false, beta: false });
  const images: string[] = [];
  const slider = objects.find((o) => o.TypeName === 'visore_generico');
  const slide = slider && Number(slider.Parameters.selectMode) !== 1 ? slider.Children[0] : undefined;
  const slideImage = slide && ((ctx.mobile && text(slide.Parameters.bgimage_mobile)) || text(slide.Parameters.bgimage));
  if (slideImage) images.push(slideImage);
  const promos = objects.find((o) => o.TypeName === 'lista_promo');
  const promo = promos?.Children.find((c) => c.TypeName === 'promo' && !flag(c.Parameters.HideInList));
  if (promo && text(promo.Parameters.Thumb)) images.push(text(promo.Parameters.Thumb));
  return images;
}

/** Only the site's own images (a path of this origin) are preloaded. */
const ownPath = (url: string) => /^\/(?!\/)[^\s"<>\\]*$/.test(url);

/** The phone layout's breakpoint (apps/web/src/lib/use-media.ts). */
const MEDIA = { mobile: '(max-width: 767px)', desktop: '(min-width: 768px)' };

/** How long the home's preloads are reused before the content is read again: edits show within this. */
const REUSE_MS = 30_000;

/**
 * `<link rel="preload" as="image">` tags for the home's first-screen images, one set per layout
 * (each with its media query), read from the CMS at most every 30 s. Empty for any other page, and
 * when the content cannot be read (the page works without them).
 */
export function homeImagePreloads(deps: Pick<AppDeps, 'clock' | 'site'>, content: Pick<ContentService, 'layoutArea'>): (pathname: string) => Promise<string> {
  const links = reusedRead(REUSE_MS, deps.clock, async (): Promise<string> => {
    const area = await content.layoutArea(LAYOUT_AREAS.hero.home, null);
    if (isRefusal(area)) return '';
    const { modules } = await deps.site.config();
    const now = deps.clock.now();
    return (['mobile', 'desktop'] as const)
      .flatMap((layout) =>
        firstScreenImages(area.Data, { mobile: layout === 'mobile', modules, now })
          .filter(ownPath)
          .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" media="${MEDIA[layout]}" fetchpriority="high">`),
      )
      .join('');
  });
  return (pathname) => (pathname === '/' ? links().catch(() => '') : Promise.resolve(''));
}
