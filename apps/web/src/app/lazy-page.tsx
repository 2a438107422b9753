import { RequireAuth } from '../features/session/index.ts';
import { PageView, type PageModule } from '../lib/page-module.tsx';

/** A route's lazily loaded page; `guarded` puts the login guard in front of it. */
export function LazyPage({ module, guarded = false }: { module: PageModule; guarded?: boolean }) {
  return guarded ? (
    <RequireAuth>
      <PageView module={module} />
    </RequireAuth>
  ) : (
    <PageView module={module} />
  );
}
