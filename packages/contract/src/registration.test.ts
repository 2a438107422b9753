import { describe, expect, it } from 'vitest';
import { REG_TEXT } from './registration-messages.ts';
import {
  mobileIssue,
  refineAdult,
  refineDates,
  step1Form,
  ZIsoDay,
  ZRegisterRequest,
  ZStep2,
  ZStep3Form,
  ZStep4,
  ZStep5,
  ZStep5Form,
  ZStep6Form,
  ZStep7Form,
  ZStep8,
  ZStep10,
  ZStep11,
} from './registration.ts';
import type { z } from './zod.ts';

/** The first message per field, as the forms show them. */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) {
    const k = i.path.join('.');
    out[k] ??= i.message;
  }
  return out;
}

describe('step 1', () => {
  const ok = {
    nome: 'Mario',
    cognome: 'Rossi',
    email: 'mario@example.it',
    cellulare: '+39 333 1234567',
  };
  it('requires name and surname', () => {
    expect(errors(step1Form(), { ...ok, nome: ' ', cognome: '' })).toEqual({
      nome: REG_TEXT.required,
      cognome: REG_TEXT.required,
    });
  });
  it('validates the e-mail, then its format', () => {
    expect(errors(step1Form(), { ...ok, email: '' }).email).toBe('Il campo è richiesto');
    expect(errors(step1Form(), { ...ok, email: 'mario@' }).email).toBe('Inserire una mail valida');
    expect(errors(step1Form(), { ...ok, email: 'mario@dominio-.it' }).email).toBe('Formatto non corretto');
  });
  it('accepts Italian mobiles with +39 only, or the custom pattern with its own message', () => {
    expect(errors(step1Form(), ok)).toEqual({});
    expect(errors(step1Form(), { ...ok, cellulare: '3331234567' }).cellulare).toBe(
      'Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare',
    );
    expect(
      errors(step1Form('^\\+\\d{10,15}$'), {
        ...ok,
        cellulare: '+447700900123',
      }),
    ).toEqual({});
    expect(errors(step1Form('^\\+\\d{10,15}$'), { ...ok, cellulare: '447700900123' }).cellulare).toBe(
      'Inserire un numero di telefono valido con il prefisso internazionale (es. +39) davanti al numero di cellulare',
    );
    // A broken custom pattern falls back to the Italian rule rather than accepting anything.
    expect(mobileIssue('+393331234567', '[')).toBeNull();
    // A slow pattern saved before the save-time check never meets a long input: refused unrun, at once.
    const slow = '^(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)x$';
    const started = performance.now();
    expect(mobileIssue('3'.repeat(5000), slow)).toBe(REG_TEXT.mobileCustom);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('steps 2 to 5', () => {
  it('checks the fiscal-code pattern, upper-casing it', () => {
    expect(errors(ZStep2, { codiceFiscale: 'abc' })).toEqual({
      codiceFiscale: 'Codice fiscale non valido',
    });
    expect(ZStep2.parse({ codiceFiscale: ' rssmra85t10a562s ' })).toEqual({
      codiceFiscale: 'RSSMRA85T10A562S',
    });
  });
  it('requires gender M or F and an adult birth date', () => {
    const base = {
      sesso: 'M',
      dataNascita: '1985-12-10',
      nazioneNascitaId: '181',
      comuneNascitaId: '8501',
      codiceFiscale: 'RSSMRA85T10A562S',
    };
    expect(errors(ZStep3Form, base)).toEqual({});
    expect(errors(ZStep3Form, { ...base, sesso: 'X' }).sesso).toBe('Il campo è richiesto');
    expect(
      errors(ZStep3Form, {
        ...base,
        dataNascita: new Date().toISOString().slice(0, 10),
      }).dataNascita,
    ).toBe(REG_TEXT.underage);
  });
  it("decides age and a document's dates on Italy's calendar: at 00:30 in Italy the UTC date is still yesterday", () => {
    const issues = (run: (ctx: z.RefinementCtx) => void) => {
      const found: unknown[] = [];
      run({ addIssue: (i: unknown) => found.push(i) } as unknown as z.RefinementCtx);
      return found.length;
    };
    const lateEvening = new Date('2026-12-01T23:30:00Z'); // 2 December, 00:30 in Italy
    expect(issues((ctx) => refineAdult({ dataNascita: '2008-12-02' }, ctx, lateEvening))).toBe(0);
    expect(issues((ctx) => refineAdult({ dataNascita: '2008-12-03' }, ctx, lateEvening))).toBe(1);
    expect(issues((ctx) => refineAdult({ dataNascita: '2008-12-02' }, ctx, new Date('2026-12-01T22:30:00Z')))).toBe(1);
    // 29 February: of age on 1 March of a common year.
    expect(issues((ctx) => refineAdult({ dataNascita: '2008-02-29' }, ctx, new Date('2026-02-28T12:00:00Z')))).toBe(1);
    expect(issues((ctx) => refineAdult({ dataNascita: '2008-02-29' }, ctx, new Date('2026-03-01T00:00:00Z')))).toBe(0);
    // Not a date (its own rule says so): no age issue, and never a throw (a 500 on Register).
    for (const bad of ['1', '2008-02', 'abcd-ef-gh', '2008-13-45x']) expect(issues((ctx) => refineAdult({ dataNascita: bad }, ctx, lateEvening))).toBe(0);
    // A document expired yesterday in Italy is refused even while UTC still says yesterday.
    expect(issues((ctx) => refineDates({ dataScadenzaDocumento: '2026-12-01' }, ctx, '2026-12-02'))).toBe(1);
    expect(issues((ctx) => refineDates({ dataRilascioDocumento: '2026-12-02' }, ctx, '2026-12-02'))).toBe(0);
  });
  it('requires a five-digit postal code', () => {
    const base = {
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via Roma 1',
      capResidenza: '00100',
      comuneResidenzaId: 8501,
    };
    expect(errors(ZStep4, base)).toEqual({});
    expect(errors(ZStep4, { ...base, capResidenza: '0010' }).capResidenza).toBe('Inserire un CAP valido');
    expect(errors(ZStep4, { ...base, indirizzoResidenza: '' }).indirizzoResidenza).toBe('Il campo è richiesto');
    expect(errors(ZStep4, { ...base, comuneResidenzaId: undefined }).comuneResidenzaId).toBe('Il campo è richiesto');
  });
  it('requires the document fields and at least 6 characters for its number', () => {
    const base = {
      tipoDocumentoId: '1',
      numeroDocumento: 'CA12345',
      enteRilascioId: '1',
      comuneRilascioId: 8501,
      dataRilascioDocumento: '2020-01-01',
      dataScadenzaDocumento: '2099-01-01',
    };
    expect(errors(ZStep5Form, base)).toEqual({});
    expect(errors(ZStep5, { ...base, numeroDocumento: 'AB12' }).numeroDocumento).toBe('Numero documento non valido');
    expect(errors(ZStep5, { ...base, tipoDocumentoId: '7' }).tipoDocumentoId).toBe('Il campo è richiesto');
    expect(errors(ZStep5, { ...base, enteRilascioId: '' }).enteRilascioId).toBe('Il campo è richiesto');
    expect(errors(ZStep5Form, { ...base, dataScadenzaDocumento: '2001-01-01' }).dataScadenzaDocumento).toBe(REG_TEXT.expiryInvalid);
  });
  it('accepts ISO date-times and keeps the day', () => {
    expect(ZIsoDay.parse('1990-05-15T00:00:00.000Z')).toBe('1990-05-15');
    expect(errors(ZIsoDay, '1990-02-30')).toEqual({ '': REG_TEXT.dateInvalid });
    // Valid for JavaScript, not for the database: refused before any code is sent.
    for (const day of ['0000-01-01', '1899-12-31', '2200-01-01']) expect(errors(ZIsoDay, day), day).toEqual({ '': REG_TEXT.dateInvalid });
  });
});

describe('steps 6 to 11', () => {
  it('applies the username and password rules', () => {
    const base = {
      username: 'mario85',
      password: 'Segreta1',
      passwordConfirm: 'Segreta1',
    };
    expect(errors(ZStep6Form, base)).toEqual({});
    expect(errors(ZStep6Form, { ...base, username: 'mario' }).username).toBe('Lunghezza minima 6 caratteri');
    expect(errors(ZStep6Form, { ...base, username: 'mario_85' }).username).toBe('Usare solo lettere e numeri');
    for (const weak of ['corta1', 'soloLettere', '12345678', 'con spazio1']) {
      expect(errors(ZStep6Form, { ...base, password: weak, passwordConfirm: weak }).password).toBe('Sicurezza password non sufficiente');
    }
    expect(errors(ZStep6Form, { ...base, passwordConfirm: 'Segreta2' }).passwordConfirm).toBe('Le password non coincidono');
  });
  it('requires a question and matching answers', () => {
    expect(
      errors(ZStep7Form, {
        securityQuestion: '2',
        securityAnswer: 'Roma',
        securityAnswerConfirm: ' roma ',
      }),
    ).toEqual({});
    expect(
      errors(ZStep7Form, {
        securityQuestion: '2',
        securityAnswer: 'Roma',
        securityAnswerConfirm: 'Milano',
      }).securityAnswerConfirm,
    ).toBe('Le risposte non coincidono');
    expect(
      errors(ZStep7Form, {
        securityQuestion: '',
        securityAnswer: '',
        securityAnswerConfirm: '',
      }).securityAnswer,
    ).toBe('Il campo è richiesto');
  });
  it('takes the deposit limit from the list only', () => {
    expect(errors(ZStep8, { depositoMassimo: '500' })).toEqual({});
    expect(errors(ZStep8, { depositoMassimo: '501' }).depositoMassimo).toBe('Il campo è richiesto');
    expect(errors(ZStep8, { depositoMassimo: '' }).depositoMassimo).toBe('Il campo è richiesto');
  });
  it('requires the mandatory consents and a marketing/profiling choice', () => {
    const e = errors(ZStep10, {
      privacyMaggiorenneAccepted: false,
      privacyContrattoAccepted: false,
      privacyCondizioniAccepted: false,
      privacyDatiAccepted: false,
    });
    expect(e).toEqual({
      privacyMaggiorenneAccepted: 'Il campo è obbligatorio',
      privacyContrattoAccepted: 'Il campo è obbligatorio',
      privacyCondizioniAccepted: 'Il campo è richiesto',
      privacyDatiAccepted: 'Il campo è obbligatorio',
      privacyAcceptMarketing: 'Il campo è richiesto',
      privacyAcceptProfilazione: 'Il campo è richiesto',
    });
  });
  it('requires 6-digit OTPs', () => {
    expect(errors(ZStep11, { otpMobile: '123456', otpEmail: '654321' })).toEqual({});
    expect(errors(ZStep11, { otpMobile: '12345', otpEmail: 'abcdef' })).toEqual({ otpMobile: "Inserire l'OTP valido", otpEmail: "Inserire l'OTP valido" });
  });
  it('runs every cross-field rule on the whole registration body', () => {
    const body = {
      nome: 'Mario',
      cognome: 'Rossi',
      email: 'mario@example.it',
      cellulare: '+393331234567',
      codiceFiscale: 'RSSMRA85T10A562S',
      sesso: 'M',
      dataNascita: '1985-12-10T00:00:00.000Z',
      nazioneNascitaId: 181,
      comuneNascitaId: 1562,
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via Roma 1',
      capResidenza: '56017',
      comuneResidenzaId: 1562,
      tipoDocumentoId: 1,
      numeroDocumento: 'CA12345',
      enteRilascioId: 1,
      comuneRilascioId: 1562,
      dataRilascioDocumento: '2020-01-01',
      dataScadenzaDocumento: '2099-01-01',
      username: 'mario85',
      password: 'Segreta1',
      passwordConfirm: 'Segreta1',
      securityQuestion: 1,
      securityAnswer: 'Bianchi',
      securityAnswerConfirm: 'bianchi',
      depositoMassimo: 100,
      privacyMaggiorenneAccepted: true,
      privacyContrattoAccepted: true,
      privacyCondizioniAccepted: true,
      privacyDatiAccepted: true,
      privacyAcceptMarketing: false,
      privacyAcceptProfilazione: false,
    };
    expect(errors(ZRegisterRequest, body)).toEqual({});
    // Document 2's registration data has no repeated answer: a client that leaves it out registers.
    const { securityAnswerConfirm: _repeat, ...asDocumented } = body;
    expect(errors(ZRegisterRequest, asDocumented)).toEqual({});
    expect(
      errors(ZRegisterRequest, {
        ...body,
        passwordConfirm: 'Altra123',
        securityAnswerConfirm: 'Verdi',
      }),
    ).toEqual({
      passwordConfirm: 'Le password non coincidono',
      securityAnswerConfirm: 'Le risposte non coincidono',
    });
    expect(errors(ZRegisterRequest, { ...body, dataNascita: '2020-01-01' })).toEqual({ dataNascita: REG_TEXT.underage });
    expect(errors(ZRegisterRequest, { ...body, nome: '' })).toEqual({
      nome: 'Il campo è richiesto',
    });
  });
});
