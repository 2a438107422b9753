import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type Importer = () => Promise<{ default: ComponentType }>;

/**
 * A page's lazily imported module (or a part of the layout's, see features/notifications), loaded
 * once; unlike React.lazy, it can be loaded ahead and rendered at once when it is in. The routes'
 * loaders load it (app/router.tsx), so the router keeps the page on screen until the next one can
 * render whole, and the browser loads a page's modules before it hydrates the server's markup.
 */
export class PageModule {
  /** The page's component once its module is in. */
  component: ComponentType | undefined;
  /** Its source path, in the server's build only (apps/web/build/module-ids.ts): what the server preloads for it. */
  id: string | undefined;
  /** Why the module failed to load (a new deployment replaced the chunk, the network dropped). */
  error: unknown;
  private pending: Promise<void> | undefined;

  constructor(private readonly importer: Importer) {}

  /** Loads the module (once; a failed load is tried again next time). Never rejects: the error is kept. */
  load(): Promise<void> {
    if (this.component) return Promise.resolve();
    this.pending ??= this.importer().then(
      (m) => {
        this.component = m.default;
        this.id = (m as { __moduleId?: string }).__moduleId;
        this.error = undefined;
      },
      (error: unknown) => {
        this.error = error;
        this.pending = undefined;
      },
    );
    return this.pending;
  }
}

/** What a route keeps in its `handle`: the module of its page, for the browser to load before it hydrates. */
export interface PageHandle {
  page: PageModule;
}

/** The page handles of matched routes (e.g. the router's matches: matching walks the whole route table, so it is done once). */
export function pageHandles(matches: readonly { route: RouteObject }[]): PageHandle[] {
  return matches.flatMap((m) => (m.route.handle ? [m.route.handle as PageHandle] : []));
}

/** Loads the page modules of the matched routes, in parallel. Never rejects (see PageModule.load). */
export async function loadPages(handles: PageHandle[]): Promise<void> {
  await Promise.all(handles.map((h) => h.page.load()));
}

/**
 * A page drawn from its module. Normally the router has loaded it already; if not, drawing waits for
 * it (the nearest Suspense shows its loader), and a module that failed to load is thrown to the
 * nearest error boundary.
 */
export function PageView({ module }: { module: PageModule }) {
  const Component = module.component;
  if (Component) return <Component />;
  if (module.error !== undefined) throw module.error;
  throw module.load();
}
