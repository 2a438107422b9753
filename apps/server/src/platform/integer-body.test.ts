import { describe, expect, it } from 'vitest';
import { integerBodySerializer } from './integer-body.ts';

const serialize = integerBodySerializer(['ErrorCode', 'saldo', 'prelevabile'] as const)({ schema: {}, method: 'GET', url: '/', httpStatus: '200' });

describe('integerBodySerializer', () => {
  it('writes exactly the named fields, as JSON, in order', () => {
    const out = serialize({ prelevabile: 10000, ErrorCode: 0, saldo: -0, extra: 'secret' });
    expect(out).toBe('{"ErrorCode":0,"saldo":0,"prelevabile":10000}');
    expect(JSON.parse(out)).toEqual({ ErrorCode: 0, saldo: 0, prelevabile: 10000 });
  });
  it('refuses a field that is missing or not a safe integer', () => {
    for (const saldo of [undefined, null, 1.5, '100', Number.NaN, Infinity, 2 ** 53, 10n]) {
      expect(() => serialize({ ErrorCode: 0, saldo, prelevabile: 0 }), String(saldo)).toThrow(/saldo/);
    }
  });
});
