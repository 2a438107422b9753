import { describe, expect, it } from 'vitest';
import { z } from '../zod.ts';
import { checksOf, groupFiles } from './generate-checks.ts';
import { jsonMismatch } from './json-check.ts';

describe('call definitions', () => {
  it('every group has its generated checks, equal to what its response schemas give (run generate-checks.ts)', async () => {
    const files = await groupFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, Parameters<typeof checksOf>[0]>;
      const { checks } = (await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '.checks.ts')}`)) as { checks: unknown };
      const expected = {};
      for (const group of Object.values(mod)) Object.assign(expected, await checksOf(group));
      expect(checks, file).toEqual(expected);
      for (const c of Object.values(mod).flatMap((g) => Object.values(g)) as unknown as {
        name: string;
        key: string;
        checks: () => Promise<{ checks: Record<string, unknown> }>;
      }[])
        expect((await c.checks()).checks[c.key], c.name).toBeDefined();
    }
  });

  it('each call has a unique name, a path of the API table and its method', async () => {
    const names = new Set<string>();
    for (const file of await groupFiles()) {
      const mod = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, Record<string, { name: string; path: string; method: string }>>;
      for (const c of Object.values(mod).flatMap((g) => Object.values(g))) {
        expect(names.has(c.name), c.name).toBe(false);
        names.add(c.name);
        expect(c.path).toMatch(/^\/api\//);
        expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(c.method);
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
