import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { useCmsParameters } from '../api/get-cms-obj-parameters.ts';
import { findPageByUrl, pageOrSubpage } from '../components/page-tree.ts';
import { LoadErrorPage } from '../../../ui/load-error.tsx';
import { useVisibleArea } from '../components/view-context.ts';
// A layout area's pages load as a chunk of their own. The institutional page's view comes with this
// module: the server preloads both with the page, and a fresh load draws it whole (institutionalPageData).
const LayoutAreaPages = lazy(() => import('./layout-area-pages.tsx').then((m) => ({ default: m.LayoutAreaPages })));
import { PokerLogout } from './poker-logout.tsx';
import { InstitutionalPage } from './institutional-page.tsx';

/**
 * Every /pages/… address. /pages/{page} and /pages/{layoutarea} share a shape: the first segment is an
 * institutional page when the institutional area has a page with that Url, otherwise a layout area.
 */
export default function PagesPage() {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const institutional = useVisibleArea(LAYOUT_AREAS.institutional);

  const page = institutional.ready ? findPageByUrl(institutional.objects, first) : null;
  const target = pageOrSubpage(page, segments[1]);
  // Starts the page body's request now rather than when the page view has loaded.
  useCmsParameters(target?.Id ?? null);

  if (first === 'pokerLogout') return <PokerLogout />;
  if (!first) return <NotFoundPage />;
  // Fills the viewport while loading, so the footer does not jump when the page arrives.
  const shell = (
    <div className="cms-shell" style={{ minHeight: '100vh' }}>
      <Loader />
    </div>
  );
  if (!institutional.ready) return shell;
  // Without the institutional area the address cannot be told apart from a layout area: an error, not 'not found'.
  if (institutional.failed) return <LoadErrorPage onRetry={institutional.retry} />;
  return (
    <Suspense fallback={shell}>
      {page ? (
        <InstitutionalPage tree={institutional.objects} page={page} sub={segments[1] ?? null} extra={segments.length > 2} />
      ) : (
        <LayoutAreaPages layout={first} segments={segments.slice(1)} />
      )}
    </Suspense>
  );
}
