import { describe, expect, it } from 'vitest';
import { answerDialog, codeAndMessage } from './answer-text.ts';

describe('codeAndMessage', () => {
  it("writes '{code} - {message}' with the code once", () => {
    expect(codeAndMessage(-12, 'Lo stato del tuo conto non consente ricariche')).toBe('-12 - Lo stato del tuo conto non consente ricariche');
    expect(codeAndMessage(-5305, '-5305 - Conto non attivo')).toBe('-5305 - Conto non attivo');
    expect(codeAndMessage(-5305, '-5305 - -5305 - Conto non attivo')).toBe('-5305 - Conto non attivo');
    expect(codeAndMessage(-1, null, 'Errore')).toBe('-1 - Errore');
    expect(codeAndMessage(-1, '  ')).toBe('-1');
  });
});

describe('answerDialog', () => {
  it('shows a message that repeats its title once', () => {
    expect(answerDialog('Promo o codice bonus non trovati', -1, 'Promo o codice bonus non trovati')).toEqual({
      title: 'Attenzione!',
      text: '-1 - Promo o codice bonus non trovati',
    });
    expect(answerDialog('Promo o codice bonus non trovati', -2, 'Hai già riscattato questo bonus')).toEqual({
      title: 'Promo o codice bonus non trovati',
      text: '-2 - Hai già riscattato questo bonus',
    });
  });
});
