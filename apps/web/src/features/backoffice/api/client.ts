import { useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { Call, CallCode, CallData, CallInput, CallQuery, CallRefusedData } from '@betsite/contract/calls/define-call';
import { buildUrl, readAnswer, sendRequest, type RequestOptions } from '../../../lib/api.ts';
import { callRequest, queryOptionsVia, unwrap, type CallArgs, type CallResult, type QueryOptionArgs } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { tokenAgeSeconds, useBackofficeSession } from './session.ts';

/**
 * The back office's transport and its call client (issue 37): the operator calls are defined in
 * @betsite/contract/calls/backoffice and made here as the player's are in lib/call-api.ts — the
 * answer parsed against the definition, the envelope unwrapped once into the data or a thrown
 * `Refusal` — but over the back office's own transport: the back-office token (never the
 * player's), renewed while the operator works, and a 401 ending the back-office session (idle
 * timeout or revocation on the server). No player module imports this file.
 */

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

/** One request with the back-office token; a failure status is an `ApiError`, a 401 (but the login's) ends the session first. */
async function boSend(path: string, opts: RequestOptions): Promise<unknown> {
  await renewIfOld().catch(() => {});
  const token = useBackofficeSession.getState().session?.token ?? null;
  const res = await send(path, opts, token);
  return readAnswer<unknown>(res, () => {
    if (token && opts.endSessionOn401 !== false) useBackofficeSession.getState().end('Sessione scaduta per inattività: accedi di nuovo.');
  });
}

/** An operator call's answer: its data and the message the server sent with it (several calls' success text is the server's). */
export async function boCallAnswer<D extends Call>(def: D, ...[input, opts]: CallArgs<D>): Promise<{ data: CallData<D>; message: string | null }> {
  const { path, options } = callRequest(def, (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown }, opts);
  return unwrap(def, await boSend(path, options));
}

/** Makes an operator call as its definition says: its data, or a thrown `Refusal`, `ApiError` (HTTP) or `BadAnswer`. */
export async function boCallApi<D extends Call>(def: D, ...args: CallArgs<D>): Promise<CallData<D>> {
  return (await boCallAnswer(def, ...args)).data;
}

/** `boCallAnswer`, with a business refusal returned instead of thrown (HTTP and parse failures still throw). */
export async function boCallResult<D extends Call>(def: D, ...args: CallArgs<D>): Promise<CallResult<D>> {
  try {
    return { ok: true, ...(await boCallAnswer(def, ...args)) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, refusal: err as Refusal<CallCode<D>, CallRefusedData<D>> };
    throw err;
  }
}

/** TanStack Query options of an operator call (its key: the call's name, then its input). */
export function boCallQueryOptions<D extends Call, T = CallData<D>>(def: D, ...args: QueryOptionArgs<D, T>) {
  return queryOptionsVia<D, T>(boCallApi, def, ...args);
}

/** A query of an operator call, typed from its definition. */
export function useBoCallQuery<D extends Call, T = CallData<D>>(...args: Parameters<typeof boCallQueryOptions<D, T>>) {
  return useQuery(boCallQueryOptions<D, T>(...args));
}

/** A mutation of an operator call: `mutate(input)`; a refusal reaches `onError` as a `Refusal`. */
export function useBoCallMutation<D extends Call, Ctx = unknown>(
  def: D,
  options: Omit<UseMutationOptions<CallData<D>, Error, CallInput<D>, Ctx>, 'mutationFn'> = {},
) {
  return useMutation<CallData<D>, Error, CallInput<D>, Ctx>({ mutationFn: (input) => boCallApi(def, ...([input] as CallArgs<D>)), ...options });
}

/**
 * A call whose answer is a file (the withdrawals' CSV, a document's image), not the envelope: the
 * same token, renewal and errors, the body as a Blob. A failure answers JSON with the server's
 * message: readAnswer turns it into the ApiError.
 */
export async function boDownload<D extends Call>(def: D, query: CallQuery<D>): Promise<Blob> {
  await renewIfOld().catch(() => {});
  const res = await send(def.path, { query: query as RequestOptions['query'] }, useBackofficeSession.getState().session?.token ?? null);
  if (!res.ok) await readAnswer(res);
  return res.blob();
}
