import { memo } from 'react';
import { buttonForVisitorsOnly, buttonShown, forVisitorsOnly } from '@betsite/domain/content-rules';
import type { TCmsObject } from '@betsite/contract/content';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { CmsLink } from './cms-link.tsx';
import { bool, str } from './view-context.ts';

const BUTTONS = ['cta', 'cta2', 'cta3'] as const;

/** Where a slide button leads: registration, login, a game launch, or its own link. */
function buttonTarget(p: Record<string, unknown>, k: string): { internal?: string; external?: string } {
  const action = str(p[`${k}Action`]).toLowerCase();
  if (action === 'registration') return { internal: paths.registration };
  if (action === 'login') return { internal: paths.login };
  if (action === 'game' && str(p[`${k}GameCode`]))
    return {
      internal: `/game/vegas/game/${encodeURIComponent(str(p[`${k}GameCode`]))}`,
    };
  return {
    internal: str(p[`${k}InternalLink`]) || undefined,
    external: str(p[`${k}ExternalLink`]) || undefined,
  };
}

/**
 * `peek`: the slide starts cut at the edge (the carousel marks it from then on), so its texts and
 * buttons start hidden: the carousel loads after the first draw and only then measures the slides.
 * Memoised: the slider renders again when its carousel arrives and at every turn (the current dot),
 * and its slides, whose props have not changed, are left alone.
 */
export const Slide = memo(function Slide({
  slide,
  index,
  count,
  priority,
  peek,
}: {
  slide: TCmsObject;
  index: number;
  count: number;
  priority: boolean;
  peek: boolean;
}) {
  const logged = useSession((s) => Boolean(s.user));
  const p = slide.Parameters;
  const overlay = Math.min(100, Math.max(0, Number(p.bgImageOverlayAlpha) || 0)) / 100;
  const shadow = (k: string) => (bool(p[`${k}Shadow`]) ? ' cms-slide__shadow' : '');
  const buttons = BUTTONS.filter((k) => str(p[`${k}Text`]) && buttonShown(p[`${k}Condition`], logged));
  const title = str(p.title);
  return (
    <div
      className={`cms-slide cms-slide--${str(p.contentAlignment) === 'right' ? 'right' : 'left'} ${str(p.cssclass)}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} di ${count}`}
      data-testid="cms-slide"
      data-peek={peek || undefined}
      data-visitor-only={forVisitorsOnly(slide.Visibility) || undefined}
      style={{ color: str(p.textsColor) || '#fff' }}
    >
      {str(p.bgimage) && (
        <picture className="cms-slide__bg">
          {str(p.bgimage_mobile) && <source media="(max-width: 767px)" srcSet={str(p.bgimage_mobile)} />}
          <img src={str(p.bgimage)} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} decoding="async" />
        </picture>
      )}
      <div className="cms-slide__overlay" style={{ opacity: overlay }} />
      {(str(p.bgInternalLink) || str(p.bgExternalLink)) && (
        <CmsLink internal={str(p.bgInternalLink)} external={str(p.bgExternalLink)} target={p.bgExternalLinkTarget} className="cms-slide__bglink" label={title}>
          <span className="sr-only">{title}</span>
        </CmsLink>
      )}
      <div className="cms-slide__content">
        {str(p.logo) && <img className="cms-slide__logo" src={str(p.logo)} alt="" width="120" height="30" />}
        {str(p.thumb) && <img className="cms-slide__thumb" src={str(p.thumb)} alt="" width="120" height="72" loading="lazy" />}
        {str(p.overTitle) && <p className={`cms-slide__over${shadow('overTitle')}`}>{str(p.overTitle)}</p>}
        {title && <h2 className={`cms-slide__title${shadow('title')}`}>{title}</h2>}
        {str(p.body) && <p className={`cms-slide__body${shadow('body')}`}>{str(p.body)}</p>}
        {buttons.length > 0 && (
          <div className="cms-slide__buttons">
            {buttons.map((k) => {
              const t = buttonTarget(p, k);
              const css = str(p[`${k}CssClass`]) === 'outline' ? 'btn btn--outline' : 'btn btn--primary';
              return (
                <CmsLink key={k} {...t} target={p[`${k}target`]} className={css} visitorOnly={buttonForVisitorsOnly(p[`${k}Condition`])}>
                  {str(p[`${k}Text`])}
                </CmsLink>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
});
