import type { z } from '@betsite/contract/zod';

/** One public read a page's render may ask for: the API route's own query and response schemas around the same service call. */
export type PageRead = (query: Record<string, string>) => Promise<unknown>;
/** The reads a module answers for the page render, by API path. */
export type PageReads = Record<string, PageRead>;

/** A read parsed and answered as its route answers a visitor: the query through its schema, the answer through the response's. */
export function pageRead<Q extends z.ZodType, R extends z.ZodType>(query: Q, response: R, answer: (q: z.output<Q>) => Promise<z.input<R>>): PageRead {
  return async (raw) => response.parse(await answer(query.parse(raw)));
}

/**
 * The web app's HTTP client on the server (apps/web/src/lib/api.ts, setServerTransport): the calls the
 * routes' loaders make are answered in process by the modules' reads, never over HTTP to this server.
 * A call no module answers for the render is a 404, and the browser makes it once hydrated.
 */
export function pageDataTransport(reads: PageReads): (url: string) => Promise<Response> {
  return async (url) => {
    const [path = '', search = ''] = url.split('?');
    const read = Object.hasOwn(reads, path) ? reads[path] : undefined;
    if (!read) return Response.json({ ResponseMessage: 'Non disponibile nel rendering della pagina.' }, { status: 404 });
    try {
      return Response.json(await read(Object.fromEntries(new URLSearchParams(search))));
    } catch {
      return Response.json({ ResponseMessage: 'Errore nel rendering della pagina.' }, { status: 500 });
    }
  };
}
