/**
 * One definition per HTTP call (issue 37): method, path, the query/body/response schemas and the
 * business codes it may answer, in one object that the server and the web client both read.
 *
 * The schemas are the contract's own zod schemas, referenced through a loader (`() => import(…)`):
 * the server awaits them once when it registers the route; the browser never loads them for a call
 * (zod is ≈ 27 KB gzip and stays off a player's first load, docs/performance.md). What the browser
 * checks a response against is the response schema's JSON Schema, generated from it by
 * `calls/generate-checks.ts` into `<group>.checks.ts` (one export per call; a test keeps the two
 * equal), and checked by the 1 KB `json-check.ts`. This module imports zod for types only.
 */
import type { z } from 'zod';
import type { ApiPath } from '../api-paths.ts';
import type { CallCheck } from './json-check.ts';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = z.ZodType;
type Lazy<S> = () => Promise<S>;

/** What a call module writes for each call (the group's key becomes its name). */
export interface CallSpec<Q, B, R, C extends number, F = unknown, P = unknown> {
  method: CallMethod;
  path: ApiPath;
  /** The schema of the path's `:name` parameters (`/api/Backoffice/Players/:id`), when it has any. */
  params?: Lazy<P>;
  /** The query string's schema (GET parameters), when it has one. */
  query?: Lazy<Q>;
  /** The JSON body's schema, when it has one. */
  body?: Lazy<B>;
  /**
   * The schema of `ResponseData` when the call succeeds (`ResponseCode` 0); with `envelope: false`,
   * the schema of the whole body.
   */
  response: Lazy<R>;
  /** The schema of `ResponseData` sent beside a refusal, for the few calls that send one (a withdrawal's OTP request). */
  refused?: Lazy<F>;
  /** The business codes (≠ 0) the call may answer with, each a typed `Refusal` on the web. */
  codes: readonly C[];
  /** False for calls where a 401 must not end the session (the login itself, a provider's return). */
  endSessionOn401?: false;
  /**
   * False for the few legacy calls whose answer is not the envelope (CheckAuth's `{ Success, … }`,
   * the balance's and ConfirmMobile's `{ ErrorCode, … }`, GetDomande's `{ returnCodeField, … }`):
   * `response` is then the schema of the whole body, which the client checks and hands back as it
   * came (no unwrap, no `Refusal`: the caller reads the body's own code), and `codes` stays empty.
   */
  envelope?: false;
  /** True for a body sent form-encoded (`application/x-www-form-urlencoded`), as the affiliates endpoint expects; JSON otherwise. */
  form?: true;
}

/** Phantom field: carries a call's types to the client (never set at run time). */
interface Typed<Q, B, R, C, P = undefined> {
  readonly types?: { query: Q; body: B; response: R; code: C; params: P };
}

/** What every defined call has at run time (what the web client reads). */
export interface Call {
  /** `<group>.<key>`: the group's module and the call's export in it (its query key on the web). */
  name: string;
  method: CallMethod;
  path: ApiPath;
  codes: readonly number[];
  endSessionOn401?: false;
  envelope?: false;
  /**
   * The call's generated checks (its response schemas as JSON Schema, what the browser parses the
   * answers with), imported from `<group>.checks.ts` by name: a page carries the checks of the calls
   * it makes, no more, and no extra request (undefined until generate-checks.ts has run).
   */
  check: CallCheck | undefined;
}

type Types<D> = D extends { readonly types?: infer T } ? NonNullable<T> : never;
type InputOf<S> = undefined extends S ? undefined : S extends Schema ? z.input<S> : undefined;
/** The query a call takes (undefined when none). */
export type CallQuery<D> = InputOf<Types<D> extends { query: infer Q } ? Q : undefined>;
/** The path parameters a call takes (undefined when none). */
export type CallParams<D> = InputOf<Types<D> extends { params: infer P } ? P : undefined>;
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
/** The input `callApi` takes: `{ params }`, `{ query }`, `{ body }`, some or none, as the call declares. */
export type CallInput<D> = QueryPart<CallQuery<D>> &
  (CallBody<D> extends undefined ? { body?: undefined } : { body: CallBody<D> }) &
  (CallParams<D> extends undefined ? { params?: undefined } : { params: CallParams<D> });
/** The query of a call's input: absent when the call takes none, optional when every parameter is (e.g. the legacy `?cookie=`). */
type QueryPart<T> = T extends undefined ? { query?: undefined } : object extends T ? { query?: T } : { query: T };
/** True when a call can be made with no input at all. */
export type InputOptional<D> = object extends CallInput<D> ? true : false;

/**
 * One call, typed: `export const Ricarica = call('payments.Ricarica', C.Ricarica, { method: 'POST', path: …,
 * body: …, response: …, codes: […] })`, where `C` is the group's generated checks
 * (`import * as C from './payments.checks.ts'`). Each call is its own export, free of side effects,
 * so the bundler keeps only the calls a page uses (and their checks); consumers import a group as a
 * namespace (`import * as paymentCalls from '@betsite/contract/calls/payments'`).
 */
export function call<
  R extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const C extends number = never,
  F extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  name: string,
  check: CallCheck | undefined,
  spec: CallSpec<Q, B, R, C, F, P> & { envelope: false },
): CallSpec<Q, B, R, C, F, P> & Typed<Q, B, R, C, P> & Call & { envelope: false };
export function call<
  R extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  const C extends number = never,
  F extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(name: string, check: CallCheck | undefined, spec: CallSpec<Q, B, R, C, F, P>): CallSpec<Q, B, R, C, F, P> & Typed<Q, B, R, C, P> & Call;
/* @__NO_SIDE_EFFECTS__ */
export function call(name: string, check: CallCheck | undefined, spec: CallSpec<unknown, unknown, unknown, number, unknown, unknown>): Call {
  return { ...spec, name, check };
}

/** A module's defined calls (its exports that are calls), for the tools and tests. */
export const callsOf = (mod: Record<string, unknown>): (Call & CallSpec<unknown, unknown, unknown, number, unknown, unknown>)[] =>
  Object.values(mod).filter(
    (v): v is Call & CallSpec<unknown, unknown, unknown, number, unknown, unknown> =>
      typeof v === 'object' && v !== null && 'name' in v && 'method' in v && 'path' in v && 'response' in v,
  );

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
