import { useMemo } from 'react';
import { flag, visibleTree, type ViewContext } from '@betsite/domain/content-rules';
import type { TCmsObject } from '@betsite/contract/content';
import { useSession } from '../../../lib/session-store.ts';
import { useIsMobile } from '../../../lib/use-media.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { usePageView, type PageView } from '../../../lib/page-view.ts';
import { useCmsArea } from '../api/get-cms-object.ts';

/** The local test port where Visibility 4 (beta) content shows, besides a beta.* host. */
export const BETA_TEST_PORT = '4200';

export { useIsMobile } from '../../../lib/use-media.ts';

const NO_MODULES: Record<string, boolean> = {};

const isBeta = (view: PageView | null) => {
  const { hostname, port } = view ?? location;
  return hostname.startsWith('beta.') || port === BETA_TEST_PORT;
};

/** What the content rules need; null until the site modules are known (so gated slides never flash). */
export function useViewContext(): ViewContext | null {
  const logged = useSession((s) => Boolean(s.user));
  const mobile = useIsMobile();
  const site = useSiteConfig();
  const view = usePageView();
  // If the site settings cannot be read, content still shows with every module off.
  const modules = site.data?.modules ?? (site.isError ? NO_MODULES : undefined);
  return useMemo(() => (modules ? { logged, mobile, beta: isBeta(view), modules, now: new Date() } : null), [logged, mobile, modules, view]);
}

/**
 * A layout area as this visitor sees it; `ready` false while loading. A failed request is `ready`
 * with no objects and `failed` set, so pages show an error with `retry` rather than 'not found'.
 */
export function useVisibleArea(layoutArea: string | null): {
  objects: TCmsObject[];
  ready: boolean;
  failed: boolean;
  retry(): void;
} {
  const ctx = useViewContext();
  const q = useCmsArea(layoutArea);
  const { refetch } = q;
  return useMemo(() => {
    const failed = Boolean(layoutArea) && q.isError;
    const retry = () => void refetch();
    if (!ctx || q.isPending) return { objects: [], ready: !layoutArea || q.isError, failed, retry };
    return { objects: visibleTree(q.data?.Data ?? [], ctx), ready: true, failed, retry };
  }, [ctx, q.data, q.isPending, q.isError, layoutArea, refetch]);
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** A CMS parameter's boolean (the domain's rule). */
export const bool = flag;
