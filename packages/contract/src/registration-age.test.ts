import { describe, expect, it } from 'vitest';
import { generateCodiceFiscale } from '@betsite/domain/codice-fiscale';
import { REG_TEXT } from './registration-messages.ts';
import { MAX_AGE_YEARS, refineAdult, ZRegisterRequest, ZStep3Form } from './registration.ts';
import type { z } from './zod.ts';

/** The messages refineAdult gives for a birth date on a given day. */
function ageIssues(dataNascita: string, today: Date): string[] {
  const found: string[] = [];
  refineAdult({ dataNascita }, { addIssue: (i: { message: string }) => found.push(i.message) } as unknown as z.RefinementCtx, today);
  return found;
}

const minusYears = (iso: string, years: number) => `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;

describe('the age ceiling: a codice fiscale cannot be borrowed a century back', () => {
  it('refuses from the hundredth birthday, on Italy’s calendar', () => {
    const noon = new Date('2026-12-07T12:00:00Z');
    expect(MAX_AGE_YEARS).toBe(100);
    expect(REG_TEXT.tooOld).toBe('Verifica la data di nascita: per registrarti devi avere meno di 100 anni');
    expect(ageIssues('1926-12-08', noon)).toEqual([]);
    expect(ageIssues('1926-12-07', noon)).toEqual([REG_TEXT.tooOld]);
    expect(ageIssues('1900-01-01', noon)).toEqual([REG_TEXT.tooOld]);
    // 00:30 on 8 December in Italy while UTC still says the 7th: the hundredth birthday has started.
    expect(ageIssues('1926-12-08', new Date('2026-12-07T23:30:00Z'))).toEqual([REG_TEXT.tooOld]);
    expect(ageIssues('1926-12-08', new Date('2026-12-07T22:30:00Z'))).toEqual([]);
    // 29 February: a hundred on 1 March of a common year.
    expect(ageIssues('1928-02-29', new Date('2028-02-28T12:00:00Z'))).toEqual([]);
    expect(ageIssues('1928-02-29', new Date('2028-02-29T12:00:00Z'))).toEqual([REG_TEXT.tooOld]);
    // The adult rule is unchanged.
    expect(ageIssues('2008-12-07', noon)).toEqual([]);
    expect(ageIssues('2008-12-08', noon)).toEqual([REG_TEXT.underage]);
  });

  it('no birth date moved a century back passes, whatever the real age (the code only has two digits of the year)', () => {
    const today = new Date('2026-12-07T12:00:00Z');
    for (let age = 0; age <= 99; age++) {
      for (const monthDay of ['-01-01', '-03-09', '-12-07', '-12-08', '-12-31']) {
        const real = `${2026 - age}${monthDay}`;
        if (real > '2026-12-07') continue; // not born yet
        const claimed = minusYears(real, 100);
        expect(ageIssues(claimed, today), `${real} claimed as ${claimed}`).not.toEqual([]);
      }
    }
  });

  it('the minor born 2010-03-09 cannot register as born 1910-03-09, in the browser’s step 3 nor in the server’s request', () => {
    const person = { nome: 'Luca', cognome: 'Ferrari', sesso: 'M' as const, dataNascita: '1910-03-09' };
    const codiceFiscale = generateCodiceFiscale({ ...person, codiceCatastale: 'H501' })!;
    // The same code as the real birth date's: the code cannot tell the century.
    expect(codiceFiscale).toBe('FRRLCU10C09H501Q');
    expect(generateCodiceFiscale({ ...person, dataNascita: '2010-03-09', codiceCatastale: 'H501' })).toBe(codiceFiscale);

    const step3 = ZStep3Form.safeParse({ sesso: 'M', dataNascita: '1910-03-09', nazioneNascitaId: 181, comuneNascitaId: 1, codiceFiscale });
    expect(step3.success).toBe(false);
    expect(step3.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['dataNascita', REG_TEXT.tooOld]]);

    const request = ZRegisterRequest.safeParse({
      ...person,
      codiceFiscale,
      email: 'luca.ferrari@example.it',
      cellulare: '+393331234567',
      nazioneNascitaId: 181,
      comuneNascitaId: 1,
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via Roma 1',
      capResidenza: '00186',
      comuneResidenzaId: 1,
      tipoDocumentoId: 1,
      numeroDocumento: 'CA12345',
      enteRilascioId: 1,
      comuneRilascioId: 1,
      dataRilascioDocumento: '2020-01-01',
      dataScadenzaDocumento: '2099-01-01',
      username: 'luca1910',
      password: 'Segreta1',
      passwordConfirm: 'Segreta1',
      securityQuestion: 1,
      securityAnswer: 'Bianchi',
      depositoMassimo: 100,
      privacyMaggiorenneAccepted: true,
      privacyContrattoAccepted: true,
      privacyCondizioniAccepted: true,
      privacyDatiAccepted: true,
      privacyAcceptMarketing: false,
      privacyAcceptProfilazione: false,
    });
    expect(request.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['dataNascita', REG_TEXT.tooOld]]);
  });
});
