import { describe, expect, it } from 'vitest';
import { DEPOSIT_TEXT } from './deposit-messages.ts';
import { providerOutcomeText } from './deposit-outcome-messages.ts';

describe('provider outcomes in Italian', () => {
  it('explains card and Poste codes, and never falls back to English', () => {
    expect(providerOutcomeText('card', '05')).toBe('La banca ha rifiutato il pagamento');
    expect(providerOutcomeText('card', '51')).toBe('Fondi insufficienti sulla carta');
    expect(providerOutcomeText('card', 'ZZ')).toBe(DEPOSIT_TEXT.declined);
    expect(providerOutcomeText('poste', '03')).toBe(DEPOSIT_TEXT.cancelled);
    expect(providerOutcomeText('poste', null)).toBe(DEPOSIT_TEXT.posteRejected);
    expect(DEPOSIT_TEXT.errorCode('05')).toBe('Error Code: 05');
  });

  it("reads a code named like an Object property as an unknown code (the return address is anyone's to write)", () => {
    for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(providerOutcomeText('card', code)).toBe(DEPOSIT_TEXT.declined);
      expect(providerOutcomeText('poste', code)).toBe(DEPOSIT_TEXT.posteRejected);
    }
  });
});
