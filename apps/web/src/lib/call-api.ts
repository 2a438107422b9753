import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Call, CallCode, CallData, CallInput, CallRefusedData, InputOptional } from '@betsite/contract/calls/define-call';
import { jsonMismatch } from '@betsite/contract/calls/json-check';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { api } from './api.ts';
import { Refusal } from './refusal.ts';

export { Refusal };

/**
 * The web client of the contract's call definitions (packages/contract/src/calls): `callApi(call,
 * input)` builds the request from the definition, parses the answer with the call's response check
 * and unwraps the legacy envelope here, once: the data, or a thrown `Refusal` (the business code, the
 * server's Italian message and its field errors). An answer that does not parse is a `BadAnswer`
 * with the generic Italian error, never a crash further down.
 */

/** An answer that does not match the call's definition: shown as the generic Italian error. */
export class BadAnswer extends Error {
  constructor(
    public readonly call: string,
    public readonly mismatch: string,
  ) {
    super(HTTP_TEXT.internal('-'));
  }
}

/** How one call is sent: its abort signal, or that it must outlive the page (`keepalive`, a save on leaving). */
export interface CallOptions {
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** A call's path with its `:name` parameters filled in (URL-encoded) from the input's `params`. */
function pathOf(def: Call, params: unknown): string {
  if (!params) return def.path;
  const values = params as Record<string, string | number>;
  return def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** The request of a call: its path, and the options of the low-level `api()` (or of another transport: the back office's). */
export function callRequest(def: Call, input: { params?: unknown; query?: unknown; body?: unknown }, opts?: AbortSignal | CallOptions) {
  const { signal, keepalive } = opts === undefined || opts instanceof AbortSignal ? { signal: opts, keepalive: undefined } : opts;
  return {
    path: pathOf(def, input.params),
    options: {
      method: def.method,
      query: input.query as Record<string, string | number | boolean | null | undefined> | undefined,
      body: input.body,
      signal,
      ...(keepalive && { keepalive }),
      ...(def.endSessionOn401 === false && { endSessionOn401: false as const }),
    },
  };
}

/**
 * Unwraps the legacy envelope of a call's answer: its data (and the message sent with it), or a
 * `Refusal`/`BadAnswer` thrown. A call declared with `envelope: false` (CheckAuth, the balance,
 * ConfirmMobile, GetDomande) has no envelope to unwrap: its whole answer is checked and is its data.
 */
export async function unwrap<D extends Call>(def: D, answer: unknown): Promise<{ data: CallData<D>; message: string | null }> {
  if (def.envelope === false) {
    const mismatch = def.check ? jsonMismatch(def.check.response, answer, '$') : `${def.name}: no response check (run generate-checks)`;
    if (mismatch) throw badAnswer(def, mismatch);
    return { data: answer as CallData<D>, message: null };
  }
  const env = answer as { ResponseCode?: unknown; ResponseMessage?: unknown; ResponseData?: unknown; errors?: unknown } | null;
  if (typeof env !== 'object' || env === null || typeof env.ResponseCode !== 'number') throw new BadAnswer(def.name, '$.ResponseCode: number');
  if (env.ResponseMessage !== null && env.ResponseMessage !== undefined && typeof env.ResponseMessage !== 'string')
    throw new BadAnswer(def.name, '$.ResponseMessage: string|null');
  const check = def.check?.response;
  const refusedCheck = def.check?.refused;
  if (env.ResponseCode !== 0) {
    const errors = Array.isArray(env.errors) ? (env.errors as { field: string; message: string }[]) : [];
    const sent = env.ResponseData ?? null;
    const mismatch = sent !== null && refusedCheck ? jsonMismatch(refusedCheck, sent, '$.ResponseData') : null;
    if (mismatch) throw badAnswer(def, mismatch);
    throw new Refusal(env.ResponseCode as CallCode<D>, (env.ResponseMessage as string | null) ?? HTTP_TEXT.internal('-'), errors, refusedCheck ? sent : null);
  }
  const data = env.ResponseData ?? null;
  const mismatch = check ? jsonMismatch(check, data, '$.ResponseData') : `${def.name}: no response check (run generate-checks)`;
  if (mismatch) throw badAnswer(def, mismatch);
  return { data: data as CallData<D>, message: (env.ResponseMessage as string | null | undefined) ?? null };
}

function badAnswer(def: Call, mismatch: string): BadAnswer {
  console.error(`[api] ${def.name} answered outside its contract: ${mismatch}`);
  return new BadAnswer(def.name, mismatch);
}

/** The answer of a call: its data and the message the server sent with it (a few calls show it on success). */
async function answer<D extends Call>(def: D, input: unknown, opts?: AbortSignal | CallOptions) {
  const { path, options } = callRequest(def, (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown }, opts);
  return unwrap(def, await api<unknown>(path, options));
}

/** Calls the server as the definition says; resolves to the call's data or throws a `Refusal`, an `ApiError` (HTTP) or a `BadAnswer`. */
export async function callApi<D extends Call>(def: D, ...[input, opts]: CallArgs<D>): Promise<CallData<D>> {
  return (await answer(def, input, opts)).data;
}

/** `callApi`'s arguments: the input only when the call takes one. */
export type CallArgs<D> =
  InputOptional<D> extends true ? [input?: CallInput<D>, opts?: AbortSignal | CallOptions] : [input: CallInput<D>, opts?: AbortSignal | CallOptions];

/** `callApi`, with the message the server sent beside the data (for the calls whose success text is the server's). */
export async function callAnswer<D extends Call>(def: D, ...[input, opts]: CallArgs<D>): Promise<{ data: CallData<D>; message: string | null }> {
  return answer(def, input, opts);
}

/** The outcome of a call as a value, for code that branches on the refusal's code rather than catching it. */
export type CallResult<D> = { ok: true; data: CallData<D>; message: string | null } | { ok: false; refusal: Refusal<CallCode<D>, CallRefusedData<D>> };

/** `callApi`, with a business refusal returned instead of thrown (HTTP and parse failures still throw). */
export async function callResult<D extends Call>(def: D, ...args: CallArgs<D>): Promise<CallResult<D>> {
  try {
    return { ok: true, ...(await answer(def, args[0], args[1])) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, refusal: err as Refusal<CallCode<D>, CallRefusedData<D>> };
    throw err;
  }
}

/** The query key of a call with its input: the call's name first, so `invalidateQueries({ queryKey: [call.name] })` reaches every input. */
export const callKey = <D extends Call>(def: D, input?: CallInput<D>) => (input === undefined ? [def.name] : [def.name, input]);

/** What a call's query options take after the call: its input (optional when it has none) and TanStack's other options. */
export type QueryOptionArgs<D, T> =
  InputOptional<D> extends true
    ? [input?: CallInput<D>, extra?: Omit<UseQueryOptions<CallData<D>, Error, T>, 'queryKey' | 'queryFn'>]
    : [input: CallInput<D>, extra?: Omit<UseQueryOptions<CallData<D>, Error, T>, 'queryKey' | 'queryFn'>];

/** A transport's `callApi` (the player's here, the back office's over its own token). */
type CallSender = <D extends Call>(def: D, ...args: CallArgs<D>) => Promise<CallData<D>>;

/** TanStack Query options of a call sent through `send`: keyed by `callKey`, cancelled with the query. */
export function queryOptionsVia<D extends Call, T = CallData<D>>(send: CallSender, def: D, ...[input, extra]: QueryOptionArgs<D, T>) {
  return queryOptions<CallData<D>, Error, T>({
    queryKey: callKey(def, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => send(def, ...([input, signal] as CallArgs<D>)),
    ...extra,
  } as never);
}

/** TanStack Query options of a call (for loaders' `ensureQueryData` and for `useCallQuery`). */
export function callQueryOptions<D extends Call, T = CallData<D>>(def: D, ...args: QueryOptionArgs<D, T>) {
  return queryOptionsVia<D, T>(callApi, def, ...args);
}

/** A query of a call, typed from its definition. */
export function useCallQuery<D extends Call, T = CallData<D>>(...args: Parameters<typeof callQueryOptions<D, T>>) {
  return useQuery(callQueryOptions<D, T>(...args));
}
