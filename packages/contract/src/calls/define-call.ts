/**
 * One definition per HTTP call (issue 37): method, path, the query/body/response schemas and the
 * business codes it may answer, in one object that the server and the web client both read.
 *
 * The schemas are the contract's own zod schemas, referenced through a loader (`() => import(…)`):
 * the server awaits them once when it registers the route; the browser never loads them for a call
 * (zod is ≈ 27 KB gzip and stays off a player's first load, docs/performance.md). What the browser
 * checks a response against is the response schema's JSON Schema, generated from it by
 * `calls/generate-checks.ts` into `<group>.checks.ts` (a test keeps the two equal), and checked by
 * the 1 KB `json-check.ts`. This module imports zod for types only.
 */
import type { z } from 'zod';
import type { ApiPath } from '../api-paths.ts';
import type { JsonCheck } from './json-check.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Lazy<S> = () => Promise<S>;

/** What a call module writes for each call (the group's key becomes its name). */
export interface CallSpec<Q, B, R, C extends number, F = unknown> {
  method: CallMethod;
  path: ApiPath;
  /** The query string's schema (GET parameters), when it has one. */
  query?: Lazy<Q>;
  /** The JSON body's schema, when it has one. */
  body?: Lazy<B>;
  /** The schema of `ResponseData` when the call succeeds (`ResponseCode` 0). */
  response: Lazy<R>;
  /** The schema of `ResponseData` sent beside a refusal, for the few calls that send one (a withdrawal's OTP request). */
  refused?: Lazy<F>;
  /** The business codes (≠ 0) the call may answer with, each a typed `Refusal` on the web. */
  codes: readonly C[];
  /** False for calls where a 401 must not end the session (the login itself, a provider's return). */
  endSessionOn401?: false;
}

/** Phantom field: carries a call's types to the client (never set at run time). */
interface Typed<Q, B, R, C> {
  readonly types?: { query: Q; body: B; response: R; code: C };
}

/** What every defined call has at run time (what the web client reads). */
export interface Call {
  name: string;
  method: CallMethod;
  path: ApiPath;
  codes: readonly number[];
  endSessionOn401?: false;
  /**
   * The group's generated checks (the response schemas as JSON Schema, what the browser parses the
   * answers with), loaded with the first answer of one of its calls rather than with the page:
   * `checks[name-in-group]`, `checks[name-in-group + '.refused']`.
   */
  checks: () => Promise<{ checks: Readonly<Record<string, JsonCheck>> }>;
  /** The call's key in its group's checks. */
  key: string;
}

type Types<D> = D extends { readonly types?: infer T } ? NonNullable<T> : never;
type InputOf<S> = undefined extends S ? undefined : S extends Schema ? z.input<S> : undefined;
/** The query a call takes (undefined when none). */
export type CallQuery<D> = InputOf<Types<D> extends { query: infer Q } ? Q : undefined>;
/** The body a call takes (undefined when none). */
export type CallBody<D> = InputOf<Types<D> extends { body: infer B } ? B : undefined>;
/** What a call answers on success (its `ResponseData`). */
export type CallData<D> = Types<D> extends { response: infer R extends Schema } ? z.output<R> : never;
/** What a call sends beside a refusal (its `refused` schema), null when nothing. */
export type CallRefusedData<D> = D extends { refused?: () => Promise<infer S> }
  ? undefined extends S
    ? null
    : S extends Schema
      ? z.output<S> | null
      : null
  : null;
/** The business codes a call may refuse with. */
export type CallCode<D> = Types<D> extends { code: infer C extends number } ? C : never;
/** The input `callApi` takes: `{ query }`, `{ body }`, both or nothing, as the call declares. */
export type CallInput<D> = (CallQuery<D> extends undefined ? { query?: undefined } : { query: CallQuery<D> }) &
  (CallBody<D> extends undefined ? { body?: undefined } : { body: CallBody<D> });

/** One call's spec, typed: `call({ method: 'GET', path: …, response: () => import(…).then((m) => m.Z…), codes: [] })`. */
export function call<
  R extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const C extends number = never,
  F extends Schema | undefined = undefined,
>(spec: CallSpec<Q, B, R, C, F>): CallSpec<Q, B, R, C, F> & Typed<Q, B, R, C> {
  return spec;
}

/**
 * A group of calls (one module of `calls/`): each gets its name (`group.key`) and the loader of
 * the group's generated `<group>.checks.ts`.
 */
export function defineCalls<const S extends Record<string, CallSpec<unknown, unknown, unknown, number, unknown>>>(
  group: string,
  checks: Call['checks'],
  specs: S,
): { [K in keyof S]: S[K] & Call } {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) out[key] = { ...spec, name: `${group}.${key}`, key, checks };
  return out as { [K in keyof S]: S[K] & Call };
}

/**
 * A contract module's loader for a call's schemas, for the server and the tools (`schemaModule<typeof
 * D>('../deposits.ts')`, resolved from this folder). The specifier is not a literal on purpose: the web
 * build does not follow it, so the definitions add no chunk and no zod to a page; the browser never
 * calls a schema loader (it checks answers with the generated checks).
 */
export const schemaModule =
  <M>(specifier: string): (() => Promise<M>) =>
  () =>
    import(/* @vite-ignore */ specifier) as Promise<M>;
