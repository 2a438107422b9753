import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omocodeVariants } from '@betsite/domain/codice-fiscale';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { legacyAccounts, playerProfiles, users } from '../../db/schema/index.ts';
import { DEMO_LEGACY } from '../../demo/recovery.ts';
import { ACCEPTED_PRIVACY } from '../registration/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const countUsers = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe(`MigrateUser and omocodia (${dbLabel()})`, () => {
  it('refuses legacy accounts whose fiscal code is an omocodia variant of a player’s code (the same person)', async () => {
    const [player] = await t.deps.db
      .select({ cf: playerProfiles.codiceFiscale })
      .from(playerProfiles)
      .where(eq(playerProfiles.codiceFiscale, 'RSSMRA80A01H501U'));
    expect(player).toBeDefined();
    const variant = omocodeVariants(player!.cf)[0]!;
    await t.deps.db.insert(legacyAccounts).values({
      ...{ codiceFiscale: variant, invitation: 'MIGRA-OMOCODIA', legacyUsername: 'mrossi_omo', legacyContratto: '2999999951', skin: 'betsite' },
      ...{ nome: 'Mario', cognome: 'Rossi', email: 'mario.omo@betsite.example', cellulare: '+393330000051', anagrafica: DEMO_LEGACY[0]!.anagrafica },
    });
    const before = await countUsers();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Account/MigrateUser',
      remoteAddress: '10.51.0.1',
      payload: {
        codiceFiscale: variant,
        inv: 'MIGRA-OMOCODIA',
        username: 'mariorossiomo',
        password: 'NuovaPass9',
        passwordConfirm: 'NuovaPass9',
        securityQuestion: 2,
        securityAnswer: 'Inter',
        ...ACCEPTED_PRIVACY,
        recaptcha: 'sandbox',
      },
    });
    expect(r.json()).toMatchObject({
      ResponseCode: -4,
      ResponseMessage: "Il codice fiscale risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
    });
    expect(await countUsers()).toBe(before);
    const [legacy] = await t.deps.db.select().from(legacyAccounts).where(eq(legacyAccounts.codiceFiscale, variant));
    expect(legacy).toMatchObject({ migratedAt: null, migratedUserId: null });
  });
});
