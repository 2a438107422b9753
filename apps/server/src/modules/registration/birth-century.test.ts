import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { users } from '../../db/schema/index.ts';
import { cityId } from '../geo/geo-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ROMA = cityId('H501');
const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe(`a birth date a century back (${dbLabel()})`, () => {
  it('a minor cannot register with their own codice fiscale and the birth year moved back a century', async () => {
    // Born 2010-03-09: the code has two digits of the year, and also fits 1910-03-09.
    const luca = {
      nome: 'Luca',
      cognome: 'Ferrari',
      sesso: 'M',
      codiceFiscale: 'FRRLCU10C09H501Q',
      email: 'luca.ferrari.1910@example.it',
      cellulare: '+393471910309',
      nazioneNascitaId: 181,
      comuneNascitaId: ROMA,
      nazioneResidenzaId: 181,
      indirizzoResidenza: 'Via del Corso 1',
      capResidenza: '00186',
      comuneResidenzaId: ROMA,
      tipoDocumentoId: 1,
      numeroDocumento: 'CA12345AB',
      enteRilascioId: 1,
      comuneRilascioId: ROMA,
      dataRilascioDocumento: '2020-01-10',
      dataScadenzaDocumento: '2031-01-10',
      username: 'luca1910',
      password: 'Segreta123',
      passwordConfirm: 'Segreta123',
      securityQuestion: 2,
      securityAnswer: 'Roma',
      depositoMassimo: 500,
      privacyMaggiorenneAccepted: true,
      privacyContrattoAccepted: true,
      privacyCondizioniAccepted: true,
      privacyDatiAccepted: true,
      privacyAcceptMarketing: false,
      privacyAcceptProfilazione: true,
      recaptcha: 'sandbox:register',
    };
    // Without OTPs (no-confirmation module), so nothing but the data's own checks stands in the way.
    await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', true);
    const before = await countUsers();
    const register = (dataNascita: string) =>
      t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: { ...luca, dataNascita }, remoteAddress: '10.19.10.1' });
    const century = await register('1910-03-09');
    expect(century.statusCode).toBe(400);
    expect(century.json().errors).toEqual([{ field: 'dataNascita', message: REG_TEXT.tooOld }]);
    expect((await register('2010-03-09')).json().errors).toEqual([{ field: 'dataNascita', message: REG_TEXT.underage }]);
    expect(await countUsers()).toBe(before);
    await t.deps.site.setModule('RegistrationMobileAvoidConfirmation', false);
  });
});
