import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerDocuments, playerProfiles } from '../../db/schema/index.ts';
import { bearer, dbLabel, operatorToken, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { cash, createPlayer, ensureTestMethods, IBAN, lastCode, moveToRomeTime, prelievo, relogin } from '../payments/withdrawals/test-helpers.ts';
import { demouser1Anagrafica as anagrafica, profileRow as profile } from '../profile/test-fixtures.ts';
import { WITHDRAWAL_TEXT } from '@betsite/contract/withdrawal-messages';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
const DAY = 24 * 3600 * 1000;
const body = { type: 'Prelievo_BonificoBancario', importo: 6000, iban: IBAN, intestatario: 'Test Prelievi' };
const isoDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

describe(`an expired identity document blocks withdrawals (${dbLabel()})`, () => {
  it('refused with the Italian reason naming the date until a newer document is approved; nothing is held', async () => {
    await ensureTestMethods(t);
    moveToRomeTime(t.clock, 10);
    const p = await createPlayer(t, { cash: 20_000 });
    const yesterday = isoDay(new Date(t.clock.now().getTime() - DAY));
    await t.deps.db.insert(playerProfiles).values({ ...profile(p.id, '1980-05-05', 0), dataScadenzaDocumento: yesterday });
    const refused = (await prelievo(t, p, body)).json;
    const shown = yesterday.split('-').reverse().join('/');
    expect(refused.ResponseMessage).toBe(
      `Il tuo documento d'identità è scaduto il ${shown}: per prelevare carica un documento valido nella pagina Documenti del tuo conto. Potrai prelevare appena sarà approvato.`,
    );
    expect(await cash(t, p.id)).toBe(20_000);

    // An upload still waiting, or one approved before the expiry, does not lift it.
    const doc = { userId: p.id, side: 'fronte', storageKey: `k${p.id}`, mime: 'image/jpeg', size: 10, sha256: 'x' };
    await t.deps.db.insert(playerDocuments).values({ ...doc, stato: 3 });
    await t.deps.db.insert(playerDocuments).values({ ...doc, stato: 0, reviewedAt: new Date(t.clock.now().getTime() - 3 * DAY) });
    expect((await prelievo(t, p, body)).json.ResponseMessage).toMatch(/^Il tuo documento d'identità è scaduto/);

    // A document approved after the expiry: withdrawals open again.
    await t.deps.db.update(playerDocuments).set({ stato: 0, reviewedAt: t.clock.now() }).where(eq(playerDocuments.stato, 3));
    expect((await prelievo(t, p, body)).json.ResponseCode).toBe(-3333);
    expect((await prelievo(t, p, { ...body, otp: await lastCode(t, p.email) })).json.ResponseCode).toBe(0);
  });

  it('document data the player types in the profile is not a verified document: withdrawals wait for an upload made since to be approved', async () => {
    moveToRomeTime(t.clock, 10);
    const p = await createPlayer(t, { cash: 20_000 });
    const yesterday = isoDay(new Date(t.clock.now().getTime() - DAY));
    const milan = { comuneResidenzaId: 6205, comuneRilascioId: 6205, capResidenza: '20121' };
    await t.deps.db.insert(playerProfiles).values({ ...profile(p.id, '1980-05-05', 0, milan), dataScadenzaDocumento: yesterday, statoDocumenti: 0 });
    expect((await prelievo(t, p, body)).json.ResponseMessage).toMatch(/^Il tuo documento d'identità è scaduto/);

    // The expired date typed over with one years away, confirmed with the profile's code.
    const update = (extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/UpdateUser',
        headers: p.headers,
        payload: {
          anagrafica: anagrafica({ ...milan, numeroDocumento: 'AA0000000', dataRilascioDocumento: '2020-01-01', dataScadenzaDocumento: '2035-01-01' }),
          otpSource: 'email',
          ...extra,
        },
      });
    expect((await update()).json().ResponseCode).toBe(-3333);
    expect((await update({ otp: await lastCode(t, p.email) })).json().ResponseCode).toBe(0);
    const [row] = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, p.id));
    expect(row).toMatchObject({ dataScadenzaDocumento: '2035-01-01', statoDocumenti: 3 });

    // Still refused, now because the new data waits for its document; nothing is held.
    const refused = (await prelievo(t, p, body)).json;
    expect(refused).toMatchObject({ ResponseCode: -6, ResponseMessage: WITHDRAWAL_TEXT.documentUnverified });
    expect(await cash(t, p.id)).toBe(20_000);

    // An upload made before the change, approved now, is the old document: it does not count.
    const doc = { userId: p.id, side: 'fronte', storageKey: `k${p.id}`, mime: 'image/jpeg', size: 10, sha256: 'x' };
    await t.deps.db.insert(playerDocuments).values({ ...doc, stato: 0, uploadedAt: new Date(t.clock.now().getTime() - DAY), reviewedAt: t.clock.now() });
    expect((await prelievo(t, p, body)).json.ResponseMessage).toBe(WITHDRAWAL_TEXT.documentUnverified);
    // The new document uploaded and approved: withdrawals open again.
    t.clock.advance(60_000);
    await t.deps.db.insert(playerDocuments).values({ ...doc, stato: 0, uploadedAt: t.clock.now(), reviewedAt: t.clock.now() });
    expect((await prelievo(t, p, body)).json.ResponseCode).toBe(-3333);
  });

  it('a document expiring today still counts as valid; the day after it does not', async () => {
    moveToRomeTime(t.clock, 10);
    const p = await createPlayer(t, { cash: 20_000 });
    await t.deps.db.insert(playerProfiles).values({ ...profile(p.id, '1980-05-05', 0), dataScadenzaDocumento: isoDay(t.clock.now()) });
    expect((await prelievo(t, p, body)).json.ResponseCode).toBe(-3333);
    t.clock.advance(DAY);
    const again = await relogin(t, p);
    expect((await prelievo(t, again, body)).json.ResponseMessage).toMatch(/^Il tuo documento d'identità è scaduto/);
  });

  it("the operators' queue shows each document's 72-hour verification deadline and flags the late ones", async () => {
    const p = await createPlayer(t);
    const now = t.clock.now().getTime();
    const doc = { userId: p.id, mime: 'image/jpeg', size: 10, sha256: 'x', stato: 3 };
    await t.deps.db.insert(playerDocuments).values({ ...doc, side: 'fronte', storageKey: `late${p.id}`, uploadedAt: new Date(now - 73 * 3600_000) });
    await t.deps.db.insert(playerDocuments).values({ ...doc, side: 'retro', storageKey: `ok${p.id}`, uploadedAt: new Date(now - 71 * 3600_000) });
    const r = await t.app.inject({ url: '/api/Operator/Documenti', headers: bearer(await operatorToken(t)) });
    const mine = (r.json().ResponseData as { lato: string; verificaEntro: string; inRitardo: boolean; userId: number }[]).filter((d) => d.userId === p.id);
    expect(mine.map((d) => [d.lato, d.inRitardo, d.verificaEntro]).sort()).toEqual([
      ['fronte', true, new Date(now - 3600_000).toISOString()],
      ['retro', false, new Date(now + 3600_000).toISOString()],
    ]);
    // A player's token does not open the queue.
    expect((await t.app.inject({ url: '/api/Operator/Documenti', headers: p.headers })).statusCode).toBe(401);
  });
});
