import '../content.css';
import { useCallback, useRef } from 'react';
import type { TCmsObject } from '@betsite/contract/content';
import { NotFoundPage, Loader } from '../../../ui/status-pages.tsx';
import { useCmsParameters } from '../api/get-cms-obj-parameters.ts';
import { CmsHtml } from './cms-html.tsx';
import { PageIndex } from './page-index.tsx';
import { PageSearch } from './page-search.tsx';
import { PayoutTable } from './payout-table.tsx';
import { bool, str } from './view-context.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

/** One static page: title, sticky search, optional index, sanitised content with its embedded component. */
export function StaticPageView({ page, documentTitle }: { page: TCmsObject; documentTitle?: string }) {
  const q = useCmsParameters(page.Id);
  const content = useRef<HTMLDivElement | null>(null);
  const p = q.data ?? page.Parameters;
  const url = str(p.Url);
  const html = str(p.Content);
  const renderComponent = useCallback((name: string) => (name === 'payout-table' ? <PayoutTable pageUrl={url} /> : null), [url]);

  useDocumentTitle(documentTitle ?? `${str(p.Title)} | Betsite`);

  if (q.isPending) return <Loader />;
  if (!q.data) return <NotFoundPage />;
  return (
    <article className="cms-page" data-testid="static-page">
      <h1>{str(p.Title)}</h1>
      <PageSearch target={content} contentKey={html} />
      {bool(p.ShowIndex) && <PageIndex html={html} />}
      <CmsHtml ref={content} html={html} renderComponent={renderComponent} className="cms-page__body" />
    </article>
  );
}
