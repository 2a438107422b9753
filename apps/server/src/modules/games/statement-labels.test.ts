import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { createPlayer, ensureTestMethods, expectLedgerInvariants, IBAN, moveToRomeTime, prelievoWithOtp } from '../payments/withdrawals/test-helpers.ts';
import { gameTickets } from '../../db/schema/index.ts';
import { accountId, postTransfer } from '../wallet/ledger.ts';
import { statement } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestMethods(t);
});
afterAll(async () => {
  if (t) await expectLedgerInvariants(t);
  await t?.close();
});

/** What a player must never read: internal method names, ledger kinds, transaction UUIDs. */
const INTERNAL = /Ricarica_|Prelievo_|withdrawal_|bonus_|game_|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;
type Movement = { id_ticketField: string | null; causaleField: string; importoField: number };

describe(`statement reasons and codes (${dbLabel()})`, () => {
  it('says what each money movement is, with its sign, and shows no internal name or transaction id', async () => {
    moveToRomeTime(t.clock, 20);
    const p = await createPlayer(t, { cash: 10_000 });
    const uuid = '5b7c3c1e-2f0a-4a57-9d55-2b1f7cf0e0aa';
    // A PayPal deposit as the settlement writes it (older rows carry the internal method name).
    await t.deps.db.transaction(async (tx) =>
      postTransfer(tx, {
        key: `deposit:${uuid}`,
        kind: 'deposit',
        userId: p.id,
        description: 'Ricarica Ricarica_Paypal',
        legs: [
          { accountId: await accountId(tx, 'provider_clearing', null, 'paypal'), amount: -2500 },
          { accountId: await accountId(tx, 'player_cash', p.id), amount: 2500 },
        ],
      }),
    );
    const done = await prelievoWithOtp(t, p, { type: 'Prelievo_BonificoBancario', importo: 4000, iban: IBAN, intestatario: 'Test Prelievi' });
    const ticket = done.ResponseData.seriale as string;
    const voided = await t.app.inject({ url: `/api/Account/EL_AnnullaPrelievo?cookie=x&ticket=${ticket}`, headers: p.headers });
    expect(voided.json().ResponseCode).toBe(0);

    const from = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    const to = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const r = await t.app.inject({ url: `/api/Account/EL_GetEstrattoConto?dateda=${from}&datea=${to}`, headers: p.headers });
    const rows = r.json().ResponseData as Movement[];
    expect(rows.find((m) => m.importoField === 2500)).toMatchObject({ causaleField: 'Ricarica PayPal', id_ticketField: null });
    expect(rows.find((m) => m.importoField === -4000)).toMatchObject({ causaleField: 'Prelievo', id_ticketField: ticket });
    expect(rows.find((m) => m.importoField === 4000)).toMatchObject({ causaleField: 'Annullamento prelievo', id_ticketField: ticket });
    for (const m of rows) expect(`${m.causaleField} ${m.id_ticketField ?? ''}`).not.toMatch(INTERNAL);
  });

  it("joins a movement only to the player's own ticket: another player's ticket with the same code lends it no receipt or platform", async () => {
    const [a, b] = [await createPlayer(t, { cash: 0 }), await createPlayer(t, { cash: 0 })];
    const code = `B${a.id}${b.id}`;
    // Player A's ticket whose platform code looks like a bonus reference of player B.
    await t.deps.db.insert(gameTickets).values({
      code,
      userId: a.id,
      platform: 'casino',
      gioco: 1,
      giocoDescr: 'Slot',
      stake: 100,
      ricevutaPgad: 'RICEVUTA-DI-A',
      placedAt: t.clock.now(),
    });
    await t.deps.db.transaction(async (tx) =>
      postTransfer(tx, {
        key: `test:bonus-ref:${code}`,
        kind: 'bonus_grant',
        userId: b.id,
        ref: code,
        description: 'Bonus di prova',
        legs: [
          { accountId: await accountId(tx, 'bonus_pool'), amount: -700 },
          { accountId: await accountId(tx, 'player_cash', b.id), amount: 700 },
        ],
      }),
    );
    const rows = await statement(t.deps.db, b.id, new Date(t.clock.now().getTime() - 86_400_000), new Date(t.clock.now().getTime() + 86_400_000));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ref: code, platform: null, ricevuta_pgad: null });
  });
});
