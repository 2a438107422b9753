import { describe, expect, it } from 'vitest';
import { envelope, isRefusal, refuse, type Outcome } from './outcome.ts';

describe('outcome → legacy envelope', () => {
  it('a value becomes ResponseCode 0 with its success text, fixed or built from the value', () => {
    expect(envelope({ n: 2 }, 'Fatto')).toEqual({ ResponseCode: 0, ResponseMessage: 'Fatto', ResponseData: { n: 2 } });
    expect(envelope({ n: 2 }, (v) => `Totale ${v.n}`)).toEqual({ ResponseCode: 0, ResponseMessage: 'Totale 2', ResponseData: { n: 2 } });
    expect(envelope({ n: 2 }, null, (v) => ({ nField: v.n }))).toEqual({ ResponseCode: 0, ResponseMessage: null, ResponseData: { nField: 2 } });
  });

  it('a refusal keeps its code, its text and its detail, and never goes through toWire', () => {
    const refused: Outcome<{ n: number }, { max: number }> = refuse(-3, 'Importo oltre il limite', { max: 10 });
    expect(isRefusal(refused)).toBe(true);
    expect(envelope(refused, 'Fatto', () => ({ wrong: true }))).toEqual({
      ResponseCode: -3,
      ResponseMessage: 'Importo oltre il limite',
      ResponseData: { max: 10 },
    });
    expect(envelope(refuse(-1, 'No'))).toEqual({ ResponseCode: -1, ResponseMessage: 'No', ResponseData: null });
  });

  it('a plain value is never mistaken for a refusal, even one with a code and a message', () => {
    expect(isRefusal({ refused: true, code: -1, message: 'x', detail: null })).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
