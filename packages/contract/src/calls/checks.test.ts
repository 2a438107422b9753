import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { callsOf } from './define-call.ts';
import { checksOf, groupFiles } from './generate-checks.ts';
import { jsonMismatch } from './json-check.ts';

describe('call definitions', () => {
  it('every group has its generated checks, equal to what its response schemas give (run generate-checks.ts)', async () => {
    const files = await groupFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
      const checks = { ...((await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '.checks.ts')}`)) as Record<string, unknown>) };
      expect(checks, file).toEqual(await checksOf(mod));
      // Each call carries its own check, by name (what the browser parses its answers with).
      for (const c of callsOf(mod)) expect(c.check, c.name).toBe(checks[c.name.slice(c.name.indexOf('.') + 1)]);
    }
  });

  it('each call has a unique name (its group and export), a path of the API table and its method', async () => {
    const names = new Set<string>();
    for (const file of await groupFiles()) {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
      for (const [key, c] of Object.entries(mod)) {
        if (!callsOf({ c }).length) continue;
        const { name, path, method } = c as { name: string; path: string; method: string };
        expect(name, file).toBe(`${file.replace(/\.ts$/, '')}.${key}`);
        expect(names.has(name), name).toBe(false);
        names.add(name);
        expect(path).toMatch(/^\/api\//);
        expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(method);
      }
    }
  });
});

describe('json-check: agrees with zod on what the contract declares', () => {
  const schema = z.object({
    id: z.number().int(),
    name: z.string(),
    amount: z.number(),
    state: z.enum(['open', 'closed']),
    note: z.string().nullable().optional(),
    tags: z.array(z.object({ k: z.literal('x'), v: z.boolean() })),
    extra: z.record(z.string(), z.string()).nullable(),
    either: z.union([z.string(), z.number()]),
  });
  const check = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as never;
  const good = { id: 1, name: 'a', amount: 1.5, state: 'open', tags: [{ k: 'x', v: true }], extra: null, either: 3, unknownKey: 1 };
  const cases: [string, unknown][] = [
    ['good', good],
    ['missing key', { ...good, name: undefined }],
    ['wrong type', { ...good, id: '1' }],
    ['not an integer', { ...good, id: 1.5 }],
    ['enum', { ...good, state: 'other' }],
    ['null where not nullable', { ...good, tags: null }],
    ['nested', { ...good, tags: [{ k: 'y', v: true }] }],
    ['record value', { ...good, extra: { a: 1 } }],
    ['union', { ...good, either: true }],
    ['nullable optional given', { ...good, note: null }],
    ['not an object', 'text'],
    ['null', null],
  ];
  for (const [label, value] of cases)
    it(label, () => {
      const v = value && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value;
      expect(jsonMismatch(check, v) === null, label).toBe(schema.safeParse(v).success);
    });
});

describe('json-check: a recursive schema (a layout area of CMS objects, children nested)', () => {
  it('agrees with zod at every depth, through the generated $defs', async () => {
    const { ZLayoutArea } = await import('../content.ts');
    const { GetCmsObject } = await import('./content.checks.ts');
    const leaf = (Id: number) => ({ Id, Name: 'n', TypeName: 'faq_item', Parameters: { a: 1 }, Children: [], Visibility: 1, ViewOrder: 0, Risoluzione: 0 });
    const good = { Name: 'V3_LayoutArea_FAQ', Data: [{ ...leaf(1), Children: [{ ...leaf(2), Children: [leaf(3)] }] }] };
    const deepBad = { Name: 'x', Data: [{ ...leaf(1), Children: [{ ...leaf(2), Children: [{ ...leaf(3), Id: 'x' }] }] }] };
    const deepMissing = { Name: 'x', Data: [{ ...leaf(1), Children: [{ ...leaf(2), Children: [{ ...leaf(3), Children: undefined }] }] }] };
    for (const value of [good, deepBad, deepMissing, { Name: 'x', Data: [] }, { Name: 'x' }]) {
      const v = JSON.parse(JSON.stringify(value)) as unknown;
      expect(jsonMismatch(GetCmsObject.response, v) === null, JSON.stringify(v)).toBe(ZLayoutArea.safeParse(v).success);
    }
    expect(jsonMismatch(GetCmsObject.response, JSON.parse(JSON.stringify(deepBad)), '$.ResponseData')).toBe(
      '$.ResponseData.Data[0].Children[0].Children[0].Id: integer',
    );
  });
});
