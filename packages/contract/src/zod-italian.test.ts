import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { REQUIRED } from './form-texts.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues[0]!.message;
};

describe('default messages of the contract’s schemas', () => {
  it('say what the value should be in words, never a JavaScript type or notation', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.string(), ['1', '2'], 'Valore non valido: è atteso un testo'],
      [z.string(), 1, 'Valore non valido: è atteso un testo'],
      [z.object({}), [], 'Valore non valido: è atteso un insieme di campi'],
      [z.number(), 'x', 'Valore non valido: è atteso un numero'],
      [z.number(), Number.NaN, 'Valore non valido: è atteso un numero'],
      [z.boolean(), 'si', 'Valore non valido: è atteso vero o falso'],
      [z.array(z.string()), {}, 'Valore non valido: è atteso un elenco di valori'],
      [z.string().max(40), 'x'.repeat(41), 'Massimo 40 caratteri'],
      [z.string().min(3), 'ab', 'Minimo 3 caratteri'],
      [z.number().int().max(50000), 60000, 'Il valore massimo è 50.000'],
      [z.number().positive(), 0, 'Il valore deve essere maggiore di 0'],
      [z.int(), 1e308, 'Numero troppo grande'],
      [z.enum(['0', '1', 'true', 'false']), '', 'Valore non ammesso'],
      [z.literal('public-key'), 'x', 'Valore non ammesso'],
      [z.email(), 'a@', 'Indirizzo email non valido'],
      [z.array(z.number()).max(2), [1, 2, 3], 'Al massimo 2 elementi'],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Campi non previsti: b'],
    ];
    for (const [schema, input, text] of cases) expect(messageOf(schema, input), JSON.stringify(input)).toBe(text);
  });

  it('call a missing value and an empty required text what the specification calls them', () => {
    expect(messageOf(z.object({ siteModule: z.string() }), {})).toBe(REQUIRED);
    expect(messageOf(z.string(), null)).toBe(REQUIRED);
    expect(messageOf(z.string().min(1), '')).toBe(REQUIRED);
  });

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.string().max(3, { error: 'Codice troppo lungo' }), 'abcd')).toBe('Codice troppo lungo');
  });
});
