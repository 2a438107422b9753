import { describe, expect, it } from 'vitest';
import {
  normalizeSecurityAnswer,
  securityQuestionText,
  ZCodiceFiscale,
  ZConsentChoice,
  ZEmail,
  ZMobileIt,
  ZMustAccept,
  ZMustAcceptRequired,
  ZNewPassword,
  ZSecurityAnswer,
  ZSecurityQuestionId,
  ZUsername,
} from './account-fields.ts';
import type { z } from './zod.ts';

const msg = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('shared account fields', () => {
  it('username: required, at least 6, letters and digits only', () => {
    expect(msg(ZUsername, '')).toBe('Il campo è richiesto');
    expect(msg(ZUsername, 'abc12')).toBe('Lunghezza minima 6 caratteri');
    expect(msg(ZUsername, 'mario.rossi')).toBe('Usare solo lettere e numeri');
    expect(msg(ZUsername, 'mario rossi')).toBe('Usare solo lettere e numeri');
    expect(msg(ZUsername, 'Mario80')).toBeNull();
    expect(ZUsername.parse('  Mario80 ')).toBe('Mario80');
  });

  it('password: 8 to 200, a digit and a letter, no spaces', () => {
    expect(msg(ZNewPassword, '')).toBe('Il campo è richiesto');
    for (const weak of ['Abc1234', 'solalettere', '12345678', 'con spazio1', `a1${'x'.repeat(199)}`])
      expect(msg(ZNewPassword, weak)).toBe('Sicurezza password non sufficiente');
    expect(msg(ZNewPassword, 'Password123')).toBeNull();
    expect(msg(ZNewPassword, `a1${'x'.repeat(198)}`)).toBeNull();
  });

  it('email: required and valid', () => {
    expect(msg(ZEmail, '')).toBe('Il campo è richiesto');
    for (const bad of ['mario', 'mario@', 'mario@rossi', '@rossi.it', 'ma rio@rossi.it']) expect(msg(ZEmail, bad)).toBe('Inserire una mail valida');
    expect(msg(ZEmail, 'mario.rossi+bet@posta.example.it')).toBeNull();
  });

  it('mobile: Italian numbers with +39 only', () => {
    expect(msg(ZMobileIt, '3331234567')).toBe('Sono accettati solo numeri italiani. Inserire il prefisso +39 davanti al numero di cellulare');
    expect(msg(ZMobileIt, '+44 7700900123')).toMatch(/solo numeri italiani/);
    expect(msg(ZMobileIt, '+393331234567')).toBeNull();
    expect(msg(ZMobileIt, '+39 333 1234567')).toBeNull();
  });

  it('codice fiscale: pattern, case-insensitive', () => {
    expect(ZCodiceFiscale.parse('rssmra80a01h501u')).toBe('RSSMRA80A01H501U');
    expect(msg(ZCodiceFiscale, 'RSSMRA80A01H501')).toBe('Codice fiscale non valido');
    expect(msg(ZCodiceFiscale, '1SSMRA80A01H501U')).toBe('Codice fiscale non valido');
    expect(msg(ZCodiceFiscale, '')).toBe('Il campo è richiesto');
  });

  it('secret question 1–4 and a non-empty answer, compared trimmed and lower-cased', () => {
    expect(ZSecurityQuestionId.parse('3')).toBe(3);
    expect(msg(ZSecurityQuestionId, 0)).toBe('Scegli una domanda segreta');
    expect(msg(ZSecurityQuestionId, 5)).toBe('Scegli una domanda segreta');
    expect(msg(ZSecurityQuestionId, '')).toBe('Scegli una domanda segreta');
    expect(msg(ZSecurityAnswer, '   ')).toBe('Il campo è richiesto');
    expect(normalizeSecurityAnswer('  FeRRari ')).toBe('ferrari');
    expect(securityQuestionText(1)).toBe('Cognome da nubile di tua madre');
    expect(securityQuestionText(9)).toBeUndefined();
  });

  it('consents: mandatory ones must be true, choices must be given', () => {
    expect(msg(ZMustAccept, false)).toBe('Il campo è obbligatorio');
    expect(msg(ZMustAccept, undefined)).toBe('Il campo è obbligatorio');
    expect(msg(ZMustAcceptRequired, false)).toBe('Il campo è richiesto');
    expect(msg(ZConsentChoice, undefined)).toBe('Il campo è richiesto');
    expect(msg(ZConsentChoice, false)).toBeNull();
  });
});
