/**
 * Issue 34, "null for optional fields": the legacy client sends `null` for a field it has no value
 * for. Every call with a JSON body, generated from the contract's schemas (the OpenAPI document),
 * gets every optional field as null — nested ones too — and must neither answer 5xx nor blame one
 * of those fields in a 400 (a required field left at a dummy value may still be refused).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { bearer, dbLabel, useTestApp, type TestApp } from '../test-support.ts';
import type { SessionScope } from '../platform/route-sides.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const t = useTestApp({ API_DOCS: true });

/** Calls whose optional parts may not all be missing at once: the 400 then names the first of them, rightly. */
const ONE_OF_REQUIRED: Record<string, string> = {
  'POST /api/Account/UpdateUser': 'anagrafica, contatti or consensi: something to change',
  // Optional in the schema, required by the chosen method (packages/contract/src/deposit-fields.ts):
  // the sample's method (the enum's first, PayPal) asks for the account's e-mail, and null is absent.
  'POST /api/Account/Ricarica': 'the e-mail or the code the chosen method asks for',
};

/** A value of the schema's type for a required field (it need not pass the field's own rules). */
function sample(s: JsonSchema, nulls: string[], path: string, depth = 0): unknown {
  const alternatives = (s.anyOf ?? s.oneOf)?.filter((a) => a.type !== 'null');
  if (alternatives?.length) return sample(alternatives[0]!, nulls, path, depth);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object' || s.properties) return objectWithNulls(s, nulls, path, depth + 1);
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, s.minimum ?? 1);
  if (type === 'boolean') return true;
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'date') return '2026-01-01';
  return '1';
}

/** Every optional property null (its path recorded), every required one a sample. */
function objectWithNulls(s: JsonSchema, nulls: string[], path: string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > 4) return out;
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    const at = path ? `${path}.${key}` : key;
    if (s.required?.includes(key)) out[key] = sample(prop, nulls, at, depth);
    else {
      out[key] = null;
      nulls.push(at);
    }
  }
  return out;
}

async function sessionOf(app: TestApp, username: string, scope: SessionScope): Promise<string> {
  const [u] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return app.deps.sessions.sign({ userId: u!.id, sessionId: await app.deps.sessions.create(u!.id, {}, scope) });
}

describe(`null for every optional field, on every call (${dbLabel()})`, () => {
  it('GetVIPGroupPlayer and GetVIPDetail take SortBy: null, PlayerId: null', async () => {
    const token = await sessionOf(t, 'demouser1', 'player');
    for (const url of ['/api/Account/GetVIPGroupPlayer', '/api/Account/GetVIPDetail']) {
      const r = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { VipProfiloId: 1, ElaborazioneId: 1, Skip: null, Take: null, SortBy: null, PlayerId: null },
      });
      expect(r.statusCode, `${url} ${r.body}`).toBe(200);
    }
  });

  it('no call answers 5xx or refuses a null optional field', async () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const wrong: string[] = [];
    let calls = 0;
    let nullFields = 0;
    let ip = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema || method === 'get') continue;
        const nulls: string[] = [];
        const body = schema.properties ? objectWithNulls(schema, nulls, '', 0) : null;
        if (nulls.length === 0) continue;
        const side = t.app.routeSides.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        // A fresh session for each call: a call that ends its own session cannot spoil the next.
        const token =
          side === 'backoffice' ? await sessionOf(t, 'demoadmin', 'backoffice') : side === 'public' ? undefined : await sessionOf(t, 'demouser1', 'player');
        const url = path.replace(/\{(\w+)\}/g, '1');
        const r = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: bearer(token),
          payload: body!,
          remoteAddress: `10.233.${++ip}.1`,
        });
        calls++;
        nullFields += nulls.length;
        const blamed = r.statusCode === 400 ? ((r.json().errors ?? []) as { field: string }[]).map((e) => e.field).filter((f) => nulls.includes(f)) : [];
        const route = `${method.toUpperCase()} ${path}`;
        if (r.statusCode >= 500 || (blamed.length > 0 && !(route in ONE_OF_REQUIRED)))
          wrong.push(`${method.toUpperCase()} ${path} → ${r.statusCode} ${r.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(30);
    expect(nullFields).toBeGreaterThan(100);
  }, 120_000);
});
