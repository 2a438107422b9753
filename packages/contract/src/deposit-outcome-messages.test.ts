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
});
