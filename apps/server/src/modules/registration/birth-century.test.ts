import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { users } from '../../db/schema/index.ts';
import { registrationBody } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe(`a birth date a century back (${dbLabel()})`, () => {
  it('a minor cannot register with their own codice fiscale and the birth year moved back a century', async () => {
    // Born 2010-03-09: the code has two digits of the year, and also fits 1910-03-09.
    const luca = registrationBody('luca', { nome: 'Luca', cognome: 'Ferrari', sesso: 'M', dataNascita: '2010-03-09' }, 'FRRLCU10C09H501Q');
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
