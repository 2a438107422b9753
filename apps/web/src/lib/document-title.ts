import { useEffect } from 'react';
import { useRenderedTitle } from './page-view.ts';

/**
 * Names the page: in the browser in an effect (after the root layout's route title, so the page
 * wins), and, while the server renders the page, by noting it for the HTML's <title> (the server runs
 * no effects; the innermost, the page, renders last and wins). An empty title leaves the current one.
 */
export function useDocumentTitle(title: string): void {
  const rendered = useRenderedTitle();
  if (rendered && title) rendered.title = title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
