import { describe, expect, it } from 'vitest';
import { ZMigrateUserRequest, ZMigrationForm } from './migration.ts';

const valid = {
  codiceFiscale: 'spsgpp75c15f205x',
  inv: 'MIGRA-7F3K',
  username: 'giuseppe75',
  password: 'NuovaPass9',
  passwordConfirm: 'NuovaPass9',
  securityQuestion: '2',
  securityAnswer: 'Inter',
  securityAnswerConfirm: ' inter',
  privacyMaggiorenneAccepted: true,
  privacyContrattoAccepted: true,
  privacyCondizioniAccepted: true,
  privacyDatiAccepted: true,
  privacyAcceptMarketing: false,
  privacyAcceptProfilazione: false,
};
const issues = (schema: typeof ZMigrationForm | typeof ZMigrateUserRequest, over: Record<string, unknown>) =>
  schema.safeParse({ ...valid, ...over }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('migration validators', () => {
  it('accepts a complete form and normalises it', () => {
    const v = ZMigrationForm.parse(valid);
    expect(v.codiceFiscale).toBe('SPSGPP75C15F205X');
    expect(v.securityQuestion).toBe(2);
  });

  it('repeat password and repeat answer must match', () => {
    expect(issues(ZMigrationForm, { passwordConfirm: 'Altra1234' })).toEqual([['passwordConfirm', 'Le password non coincidono']]);
    expect(issues(ZMigrationForm, { securityAnswerConfirm: 'Milan' })).toEqual([['securityAnswerConfirm', 'Le risposte non coincidono']]);
    expect(issues(ZMigrateUserRequest, { passwordConfirm: 'Altra1234' })).toEqual([['passwordConfirm', 'Le password non coincidono']]);
  });

  it('mandatory consents must be accepted; marketing and profiling must be chosen', () => {
    expect(issues(ZMigrateUserRequest, { privacyMaggiorenneAccepted: false })).toEqual([['privacyMaggiorenneAccepted', 'Il campo è obbligatorio']]);
    expect(issues(ZMigrateUserRequest, { privacyCondizioniAccepted: false })).toEqual([['privacyCondizioniAccepted', 'Il campo è richiesto']]);
    expect(issues(ZMigrateUserRequest, { privacyAcceptProfilazione: undefined })).toEqual([['privacyAcceptProfilazione', 'Il campo è richiesto']]);
  });

  it('invitation code: letters, digits and dashes only', () => {
    expect(issues(ZMigrateUserRequest, { inv: '' })).toEqual([['inv', 'Il campo è richiesto']]);
    expect(issues(ZMigrateUserRequest, { inv: "x';--" })).toEqual([['inv', 'Codice invito non valido']]);
  });
});
