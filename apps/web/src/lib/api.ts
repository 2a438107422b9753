import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { SESSION_SHELL_TEXT as SESSION_TEXT } from '@betsite/contract/session-shell-messages';
import { takePreloaded } from './player-preload.ts';
import { shouldAttachToken } from './token.ts';

/** An HTTP-level failure (400/401/404/429/500) with the server's Italian message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}
/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor() {
    super(SESSION_TEXT.networkError);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent even when the page is being left (fetch keepalive): the settings saved on pagehide. */
  keepalive?: boolean;
  /** Leave false for calls where a 401 must not end the session (e.g. the login itself). */
  endSessionOn401?: boolean;
}

/**
 * What the client needs from the session, injected at start-up (app/api-setup.ts) so this shared
 * layer imports no feature: where the bearer comes from, and what to do when the server says the
 * token that was sent is no longer valid.
 */
export interface ApiSession {
  getToken(): string | null;
  /**
   * Called with the token the refused request carried. True when a newer token is in place (a
   * renewal replaced it meanwhile): the request is sent again with it, once.
   */
  onUnauthorized(sentToken: string): boolean | Promise<boolean>;
}
let session: ApiSession = { getToken: () => null, onUnauthorized: () => false };

export function configureApi(next: ApiSession): void {
  session = next;
}

/** For the few requests sent without `api` (a multipart upload, a blob): the same answer to a 401 (true: send again with the newer token). */
export const answerUnauthorized = (sentToken: string): Promise<boolean> => Promise.resolve(session.onUnauthorized(sentToken));

/**
 * On the server (src/entry-server.tsx), the calls the routes' loaders make are answered in process by
 * the server's services (apps/server/src/platform/page-data.ts): set once per process, never per request.
 */
let serverTransport: ((url: string) => Promise<Response>) | null = null;
export function setServerTransport(transport: (url: string) => Promise<Response>): void {
  serverTransport = transport;
}

export function buildUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Sends one request (a JSON body when given, the bearer when given); a server never reached is a
 * NetworkError. A GET index.html already sent for this session (lib/player-preload.ts) takes that answer.
 */
export async function sendRequest(url: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const method = opts.method ?? (body !== undefined ? 'POST' : 'GET');
  const preloaded = method === 'GET' ? takePreloaded(url, token) : undefined;
  if (preloaded) {
    try {
      return await preloaded;
    } catch {
      /* the early request failed: this one is sent afresh below */
    }
  }
  try {
    return await (serverTransport
      ? serverTransport(url)
      : fetch(url, { method, headers, body, signal: opts.signal, ...(opts.keepalive && { keepalive: true }) }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError();
  }
}

/** The JSON answer; a failure status is an ApiError with the server's Italian message and field errors (`on401` first for a 401). */
export async function readAnswer<T>(res: Response, on401?: () => void): Promise<T> {
  const data = (await res.json().catch(() => null)) as { ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
  if (!res.ok) {
    if (res.status === 401) on401?.();
    throw new ApiError(res.status, data?.ResponseMessage ?? HTTP_TEXT.internal('-'), data?.errors ?? []);
  }
  return data as T;
}

/** The one HTTP client: attaches the bearer to our own host, turns failures into Italian errors. */
export async function api<T>(path: string, opts: RequestOptions = {}, retried = false): Promise<T> {
  const url = buildUrl(path, opts.query);
  const token = session.getToken();
  const attached = token && shouldAttachToken(url, { origin: location.origin }) ? token : null;
  const res = await sendRequest(url, opts, attached);
  // A 401 is answered before the call does anything, so sending it once more with a renewed token is safe.
  if (res.status === 401 && attached && opts.endSessionOn401 !== false && (await session.onUnauthorized(attached)) && !retried) return api<T>(path, opts, true);
  return readAnswer<T>(res);
}

/**
 * A TypeError is never one of ours: it is what the browser throws when a request, or the code of a
 * part loaded on demand, cannot be fetched (its English text is not for players).
 */
export const isFetchFailure = (err: unknown): boolean => err instanceof Error && err.name === 'TypeError';

/** The Italian text of a failure: one that could not be fetched reads as the connection message. */
export const errorText = (err: unknown): string => (err instanceof Error && !isFetchFailure(err) ? err.message : SESSION_TEXT.networkError);
