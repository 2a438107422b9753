/**
 * Finding 7 of issue 10: a property-based fuzz test of every route in the OpenAPI document
 * (fast-check). Inputs follow each parameter's declared type most of the time (to get past
 * validation into the handlers) and are hostile the rest (NUL bytes, prototype keys, markup, huge
 * numbers, wrong types); requests go anonymous, as a player and as an operator. The property: never
 * a 5xx, never a stack trace. Calls added later are covered as soon as they are in the document.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/users.ts';
import { createTestApp, dbLabel, operatorToken, type TestApp } from '../test-support.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Runs per route: enough to meet each parameter with hostile values; the whole sweep takes well under a minute. */
const RUNS_PER_ROUTE = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** A request that has not answered by then counts as a failure (a hang is as bad as a 500). */
const ANSWER_WITHIN_MS = 10_000;
/**
 * Long-lived streams never end by design: push.test.ts attacks the notifications' with forged and
 * revoked tokens, sportsbook/live-stream.test.ts reads the public live odds.
 */
const STREAMING_ROUTES = new Set(['GET /api/Notifications/Stream', 'GET /api/Palinsesto/LiveStream']);

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    'prototype',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '9'.repeat(400),
    '-1',
    'NaN',
    'Infinity',
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    '\uD800',
    '🎰',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

function typed(schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => typed(s, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.stringMatching(/^[a-z0-9.@+-]{1,20}$/),
        fc.constantFrom('demouser1', 'demo.user1@betsite.example', '+393331234501', '1', '2026-01-01T00:00:00.000Z'),
      );
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 100_000, 2_000_000_000) }),
        fc.constantFrom(0, -1, 2 ** 31, 2 ** 53),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e9 }), fc.constantFrom(0, 0.5, -0.01, 1e308));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(value(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return object(schema, depth + 1);
    default:
      return hostile;
  }
}

const value = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: typed(schema, depth) }, { weight: 1, arbitrary: hostile });

/** Every declared property, each present or not, plus now and then a prototype key. */
function object(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = schema?.properties ?? {};
  const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, value(s, depth)])), { requiredKeys: [] });
  return fc.tuple(record, fc.option(fc.constantFrom('__proto__', 'constructor'), { freq: 5 }), hostile).map(([r, extra, v]) => {
    const out: Record<string, unknown> = { ...r };
    if (extra) Object.defineProperty(out, extra, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const STACK = /\n\s+at .+:\d+:\d+|"stack"\s*:/;

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let tokens: Record<'anonymous' | 'player' | 'operator', string | null>;
beforeAll(async () => {
  t = await createTestApp({ API_DOCS: true });
  doc = t.app.swagger() as unknown as typeof doc;
  const login = async (username: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username, password: DEMO_PASSWORD }, remoteAddress: '10.200.0.1' })
    ).json().ResponseData.Token as string;
  tokens = { anonymous: null, player: await login('demouser1'), operator: await operatorToken(t, 'demooperator', '10.200.0.1') };
});
afterAll(async () => t?.close());

describe(`7 · fuzz of every route in the OpenAPI document (${dbLabel()})`, () => {
  it('answers every generated request below 500 and without a stack trace', async () => {
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', op }))
        .filter(({ path, method }) => !STREAMING_ROUTES.has(`${method} ${path}`)),
    );
    expect(routes.length).toBeGreaterThan(50);
    let ip = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { path, method, op } of routes) {
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        who: fc.constantFrom('anonymous', 'player', 'operator') as fc.Arbitrary<keyof typeof tokens>,
        query: fc.record(Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, value(p.schema)])), { requiredKeys: [] }),
        path: fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, value(p.schema)]))),
        body: bodySchema ? fc.oneof({ weight: 5, arbitrary: object(bodySchema) }, { weight: 1, arbitrary: hostile }) : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async (r) => {
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(r.path[name]) || 'x'));
            const query = new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, asText(v)])).toString();
            const token = tokens[r.who];
            const answer = t.app.inject({
              method,
              url: query ? `${url}?${query}` : url,
              remoteAddress: `10.201.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
              headers: token ? { authorization: `Bearer ${token}` } : {},
              ...(r.body !== undefined &&
                method !== 'GET' && {
                  payload: JSON.stringify(r.body),
                  headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
                }),
            });
            let timer: NodeJS.Timeout | undefined;
            const res = await Promise.race([answer, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)))]).finally(() =>
              clearTimeout(timer),
            );
            if (!res) {
              failures.push(`${method} ${path} → no answer within ${ANSWER_WITHIN_MS} ms (${JSON.stringify(r).slice(0, 300)})`);
              return false;
            }
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500 || STACK.test(res.body)) {
              failures.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)} (${JSON.stringify(r).slice(0, 300)})`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    if (process.env.FUZZ_VERBOSE) console.log(routes.length, 'routes', Object.fromEntries(statuses));
    expect(failures).toEqual([]);
    // Most requests must reach a handler's answer, not only the validator's or the limiter's.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(routes.length * 2);
  }, 600_000);
});
