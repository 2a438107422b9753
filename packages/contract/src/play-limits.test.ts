import { describe, expect, it } from 'vitest';
import { REQUIRED } from './form-texts.ts';
import { limitFormSchema, PLAY_LIMIT_TEXT, ZLimitEuro, ZLimitMinutes } from './play-limits.ts';
import { RG_TEXT } from './responsible-gaming-messages.ts';

/** A first reading of the web's amounts: '12,50' → 1250 (the web passes parseEuroToCents). */
const readEuro = (t: string) => (/^\d+(,\d{1,2})?$/.test(t.trim()) ? Math.round(Number(t.trim().replace(',', '.')) * 100) : null);
const readMinutes = (t: string) => (/^\d+$/.test(t.trim()) ? Number(t.trim()) : null);
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('limitFormSchema: the web’s new-limit forms, with the server’s rules and the ceilings', () => {
  const euro = limitFormSchema(readEuro, ZLimitEuro, [{ max: 50_000, message: 'tetto' }]);
  it('reads a typed amount into cents', () => {
    expect(euro.parse({ tipoPeriodo: 'WW', valore: ' 12,50 ' })).toEqual({ tipoPeriodo: 'WW', valore: 1250 });
  });
  it('says what is wrong as the server would: required, not an amount, over the maximum, over the ceiling', () => {
    expect(message(euro.safeParse({ tipoPeriodo: 'WW', valore: '  ' }))).toBe(REQUIRED);
    expect(message(euro.safeParse({ tipoPeriodo: 'WW', valore: 'abc' }))).toBe(RG_TEXT.amountInvalid);
    expect(message(euro.safeParse({ tipoPeriodo: 'WW', valore: '0' }))).toBe(RG_TEXT.amountInvalid);
    expect(message(limitFormSchema(readEuro, ZLimitEuro, []).safeParse({ tipoPeriodo: 'WW', valore: '99001' }))).toBe(RG_TEXT.amountTooHigh('99.000'));
    expect(message(euro.safeParse({ tipoPeriodo: 'WW', valore: '500,01' }))).toBe('tetto');
  });
  it('takes minutes as whole numbers, the first ceiling exceeded giving its text', () => {
    const minutes = limitFormSchema(readMinutes, ZLimitMinutes, [
      { max: 1440, message: 'periodo' },
      { max: 600, message: 'tetto' },
    ]);
    expect(minutes.parse({ tipoPeriodo: 'GG', valore: '180' }).valore).toBe(180);
    expect(message(minutes.safeParse({ tipoPeriodo: 'GG', valore: '1,5' }))).toBe(PLAY_LIMIT_TEXT.minutesInvalid);
    expect(message(minutes.safeParse({ tipoPeriodo: 'GG', valore: '2000' }))).toBe('periodo');
    expect(message(minutes.safeParse({ tipoPeriodo: 'GG', valore: '700' }))).toBe('tetto');
  });
});
