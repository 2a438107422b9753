import { useEffect } from 'react';
import { drawnTitle } from './server-draw.ts';

/**
 * Names the page: in the browser in an effect (after the root layout's route title, so the page
 * wins), and, while the server draws the page, by noting it for the HTML's <title> (the server runs
 * no effects). An empty title leaves the current one.
 */
export function useDocumentTitle(title: string): void {
  drawnTitle(title);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
