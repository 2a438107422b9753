import '../content.css';
import { Navigate, useLocation, useParams } from 'react-router';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { findPageByUrl } from '../components/page-tree.ts';
import { useVisibleArea } from '../components/view-context.ts';
import { InstitutionalPage } from './institutional-page.tsx';
import { LayoutAreaPages } from './layout-area-pages.tsx';
import { PokerLogout } from './poker-logout.tsx';

/** Old addresses that still lead to their page. */
const ALIASES: Record<string, string> = { termini: 'termini-condizioni' };

/**
 * Every /pages/… address. /pages/{page} and /pages/{layoutarea} share a shape: the first segment is an
 * institutional page when the institutional area has a page with that Url, otherwise a layout area.
 */
export default function PagesPage() {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const location = useLocation();
  const first = segments[0] ?? '';
  const institutional = useVisibleArea(LAYOUT_AREAS.institutional);

  if (first === 'pokerLogout') return <PokerLogout />;
  const alias = ALIASES[first];
  if (alias)
    return (
      <Navigate
        replace
        to={{
          pathname: ['', 'pages', alias, ...segments.slice(1)].join('/'),
          search: location.search,
          hash: location.hash,
        }}
      />
    );
  if (!first) return <NotFoundPage />;
  if (!institutional.ready)
    return (
      <div className="cms-shell">
        <Loader />
      </div>
    );
  const page = findPageByUrl(institutional.objects, first);
  if (page) return <InstitutionalPage tree={institutional.objects} page={page} sub={segments[1] ?? null} extra={segments.length > 2} />;
  return <LayoutAreaPages layout={first} segments={segments.slice(1)} />;
}
