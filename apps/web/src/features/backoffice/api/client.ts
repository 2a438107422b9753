import { API } from '@betsite/contract/api-paths';
import { buildUrl, readAnswer, sendRequest, type RequestOptions } from '../../../lib/api.ts';
import { tokenAgeSeconds, useBackofficeSession } from './session.ts';

/** Tokens live 15 minutes: one older than 5 is renewed before the next call (idle ends it anyway). */
const RENEW_AFTER_SECONDS = 300;
let renewing: Promise<void> | null = null;

const send = (path: string, opts: RequestOptions, token: string | null) => sendRequest(buildUrl(path, opts.query), opts, token);

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
  return readAnswer<T>(res, () => {
    if (token && opts.endSessionOn401 !== false) useBackofficeSession.getState().end('Sessione scaduta per inattività: accedi di nuovo.');
  });
}

/** For downloads (CSV): the same token and errors, the body as a Blob. */
export async function boDownload(path: string, query: RequestOptions['query']): Promise<Blob> {
  await renewIfOld().catch(() => {});
  const res = await send(path, { query }, useBackofficeSession.getState().session?.token ?? null);
  // A failure answers JSON with the server's message: readAnswer turns it into the ApiError.
  if (!res.ok) await readAnswer(res);
  return res.blob();
}
