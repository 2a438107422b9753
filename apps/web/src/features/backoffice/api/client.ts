import { API } from '@betsite/contract/api-paths';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { ApiError, NetworkError, buildUrl, type RequestOptions } from '../../../lib/api.ts';
import { tokenAgeSeconds, useBackofficeSession } from './session.ts';

/** Tokens live 15 minutes: one older than 5 is renewed before the next call (idle ends it anyway). */
const RENEW_AFTER_SECONDS = 300;
let renewing: Promise<void> | null = null;

async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(buildUrl(path, opts.query), { method: opts.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError();
  }
}

async function renewIfOld(): Promise<void> {
  const s = useBackofficeSession.getState().session;
  if (!s || tokenAgeSeconds(s.token) < RENEW_AFTER_SECONDS) return;
  renewing ??= (async () => {
    const res = await send(API.Account.RefreshToken, { query: { betsession: s.betsession } }, s.token);
    const data = (await res.json().catch(() => null)) as { ResponseData?: { Token?: string } } | null;
    if (res.ok && data?.ResponseData?.Token) useBackofficeSession.getState().setToken(data.ResponseData.Token);
  })().finally(() => {
    renewing = null;
  });
  await renewing;
}

/**
 * The back office's HTTP client: the back-office token (never the player's), renewed while the
 * operator works; a 401 ends the back-office session (idle timeout or revocation on the server).
 */
export async function boApi<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  await renewIfOld().catch(() => {});
  const token = useBackofficeSession.getState().session?.token ?? null;
  const res = await send(path, opts, token);
  const data = (await res.json().catch(() => null)) as { ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
  if (!res.ok) {
    if (res.status === 401 && token && opts.endSessionOn401 !== false) useBackofficeSession.getState().end('Sessione scaduta per inattività: accedi di nuovo.');
    throw new ApiError(res.status, data?.ResponseMessage ?? HTTP_TEXT.internal('-'), data?.errors ?? []);
  }
  return data as T;
}

/** For downloads (CSV): the same token and errors, the body as a Blob. */
export async function boDownload(path: string, query: RequestOptions['query']): Promise<Blob> {
  await renewIfOld().catch(() => {});
  const res = await send(path, { query }, useBackofficeSession.getState().session?.token ?? null);
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { ResponseMessage?: string } | null;
    throw new ApiError(res.status, data?.ResponseMessage ?? HTTP_TEXT.internal('-'));
  }
  return res.blob();
}
