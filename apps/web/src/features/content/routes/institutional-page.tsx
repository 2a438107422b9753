import '../content.css';
import type { TCmsObject } from '@betsite/contract/content';
import { NotFoundPage } from '../../../ui/status-pages.tsx';
import { InstitutionalMenu } from '../components/institutional-menu.tsx';
import { pageOrSubpage } from '../components/page-tree.ts';
import { StaticPageView } from '../components/static-page-view.tsx';
import { str } from '../components/view-context.ts';

/** /pages/{page} and /pages/{page}/{subpage} (e.g. regolamento-poker/omaha), with the left menu. */
export function InstitutionalPage({ tree, page, sub, extra }: { tree: TCmsObject[]; page: TCmsObject; sub: string | null; extra: boolean }) {
  const target = pageOrSubpage(page, sub);
  const external = str(page.Parameters.ExternalUrl);
  return (
    <div className="page cms-layout">
      <InstitutionalMenu tree={tree} />
      <div className="cms-layout__main">
        {!target || extra ? (
          <NotFoundPage />
        ) : external && !sub ? (
          <article className="cms-page">
            <h1>{str(page.Parameters.Title)}</h1>
            <p>
              <a className="btn btn--primary" href={external} target="_blank" rel="noopener noreferrer">
                {str(page.Parameters.Title)} (PDF)
              </a>
            </p>
          </article>
        ) : (
          <StaticPageView key={target.Id} page={target} />
        )}
      </div>
    </div>
  );
}
