import { createContext, useContext } from 'react';

/**
 * What the server knows of the reader when it renders a page (apps/web/src/entry-server.tsx), sent
 * with the page so the browser hydrates with the same: the screen it guessed from the request (media
 * queries answer for it until hydrated) and the host the page was asked on (the beta content rule).
 */
export interface PageView {
  viewportWidth: number;
  hostname: string;
  port: string;
}

export const PageViewContext = createContext<PageView | null>(null);
export const usePageView = () => useContext(PageViewContext);

/** Where a page rendered on the server notes the document title it names itself with (effects do not run there). */
export const RenderedTitleContext = createContext<{ title?: string } | null>(null);
export const useRenderedTitle = () => useContext(RenderedTitleContext);
