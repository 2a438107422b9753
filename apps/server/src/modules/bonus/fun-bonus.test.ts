import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, playerBonuses } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket, funMultiple } from '../games/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { grantBonus } from './bonus-ledger.ts';
import { insertCampaign, type PlayerBonusRow } from './repository.ts';

/**
 * Money won with Fun Bonus money never becomes withdrawable without the replay the rules require
 * (docs/ledger.md "Bonuses"): the win of the ticket that completes the wagering is part of the Real
 * Bonus, a fun ticket settling after the conversion adds its win to that Real Bonus's replay, and a
 * Real Bonus with open fun tickets is not converted to cash until they have settled.
 */
const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
let n = 0;

/** A Fun Bonus Sport of `cents`, wagering × 2, granted through the bonus ledger as a campaign would. */
async function grantFun(p: Player, cents: number): Promise<PlayerBonusRow> {
  const now = t.clock.now();
  return t.deps.db.transaction(async (tx) => {
    const campaign = await insertCampaign(tx, {
      name: 'Fun Bonus Sport di prova',
      trigger: 'manual',
      family: 8,
      amount: cents,
      wagerTimes: 2,
      validDays: 5,
      startsAt: new Date(now.getTime() - 3_600_000),
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    return (await grantBonus(tx, { userId: p.id, campaign: campaign!, grantKey: `test:fun:${p.id}:${++n}`, amount: cents, now }))!;
  });
}

/** Opens a fun multiple staked from the bonus; answers its code. */
async function openFun(p: Player, b: PlayerBonusRow, stake: number, potentialWin = stake * 5): Promise<string> {
  const ticket = sportTicket(p.id, stake, { fun: true, bonusId: b.id, potentialWin, detail: funMultiple });
  expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
  return ticket.code;
}
/** Opens a cash single (odds 2,00); answers its code. */
async function openCash(p: Player, stake: number): Promise<string> {
  const ticket = sportTicket(p.id, stake);
  expect(await portOf(t).openTicket(ticket)).toMatchObject({ ok: true });
  return ticket.code;
}
const settle = async (code: string, payout = 0) => {
  const r = await portOf(t).settleTicket({ code, outcome: payout > 0 ? 'won' : 'lost', payout });
  expect(r.ok).toBe(true);
};
const bonusRow = async (b: PlayerBonusRow) => (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, b.id)))[0]!;
const accountOf = async (p: Player, kind: 'player_fun_bonus' | 'player_real_bonus', b: PlayerBonusRow) => {
  const [a] = await t.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, p.id), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.ref, String(b.id))));
  return a?.balance ?? 0;
};
const cashOf = async (p: Player) => (await playerBalance(t.deps.db, p.id)).prelevabile;
const keys = async (key: string) => t.deps.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key));

describe(`Fun Bonus winnings need the replay before they are cash (${dbLabel()})`, () => {
  it("the reviewer's sequence: a late fun win after the Real Bonus's replay lands in that Real Bonus, not in withdrawable cash", async () => {
    const p = await createPlayer(t, { cash: 1_000_100 });
    const b = await grantFun(p, 1_000); // 10 € × 2: 20 € to wager
    // 19 € wagered, the balance back at 10 €.
    await settle(await openFun(p, b, 950), 950);
    await settle(await openFun(p, b, 950), 950);
    expect(await bonusRow(b)).toMatchObject({ type: 'funbonus', wagered: 1_900, wagerTarget: 2_000 });
    const a = await openFun(p, b, 100);
    const long = await openFun(p, b, 900, 900_000); // 9 € at odds 1000, settles later
    expect(await accountOf(p, 'player_fun_bonus', b)).toBe(0);

    // A completes the wagering: a Real Bonus of 0 with nothing to replay.
    await settle(a);
    expect(await bonusRow(b)).toMatchObject({ type: 'bonus', status: 'active', amount: 0, wagerTarget: 0 });
    // A 1 € losing cash bet does not convert it to cash while B is open.
    await settle(await openCash(p, 100));
    expect(await bonusRow(b)).toMatchObject({ type: 'bonus', status: 'active' });
    expect(await keys(`bonus:convert:${b.id}`)).toHaveLength(0);

    // B wins 9 000 €: into the Real Bonus, to be replayed once; nothing withdrawable.
    await settle(long, 900_000);
    expect(await cashOf(p)).toBe(1_000_000);
    expect(await accountOf(p, 'player_real_bonus', b)).toBe(900_000);
    expect(await bonusRow(b)).toMatchObject({ type: 'bonus', status: 'active', amount: 900_000, wagerTarget: 900_000, wagered: 0 });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({
      saldo: 1_900_000,
      prelevabile: 1_000_000,
      bonus: 900_000,
      cash: 1_000_000,
      owed: 0,
      debito: 0,
      contestato: 0,
    });

    // Replayed with 9 000 € of real bets, it becomes cash, once.
    await settle(await openCash(p, 900_000));
    expect(await bonusRow(b)).toMatchObject({ status: 'converted', wagered: 900_000 });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({
      saldo: 1_000_000,
      prelevabile: 1_000_000,
      bonus: 0,
      cash: 1_000_000,
      owed: 0,
      debito: 0,
      contestato: 0,
    });
    expect(await keys(`bonus:convert:${b.id}`)).toHaveLength(1);
  });

  it("the ticket that completes the wagering: its win is part of the Real Bonus's amount and replay", async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const b = await grantFun(p, 1_000);
    await settle(await openFun(p, b, 1_000), 1_000); // 10 € wagered, 10 € left
    await settle(await openFun(p, b, 1_000), 2_500); // completes the 20 €, wins 25 €
    expect(await accountOf(p, 'player_fun_bonus', b)).toBe(0);
    expect(await accountOf(p, 'player_real_bonus', b)).toBe(2_500);
    expect(await bonusRow(b)).toMatchObject({ type: 'bonus', status: 'active', amount: 2_500, wagerTarget: 2_500, wagered: 0 });
    expect(await keys(`bonus:fun-to-real:${b.id}`)).toHaveLength(0); // the fun account was empty: only the win moved

    // 10 € of real bets do not unlock 25 €; 15 € more do.
    await settle(await openCash(p, 1_000));
    expect(await bonusRow(b)).toMatchObject({ status: 'active', wagered: 1_000 });
    expect(await cashOf(p)).toBe(9_000);
    await settle(await openCash(p, 1_500));
    expect(await bonusRow(b)).toMatchObject({ status: 'converted' });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 10_000, prelevabile: 10_000, bonus: 0, cash: 10_000, owed: 0, debito: 0, contestato: 0 });
  });

  it('a replayed Real Bonus waits for its open fun tickets: converted when the last one loses, replay grows when one wins', async () => {
    const setUp = async () => {
      const p = await createPlayer(t, { cash: 10_000 });
      const b = await grantFun(p, 1_000);
      await t.deps.db.update(playerBonuses).set({ wagered: 1_500 }).where(eq(playerBonuses.id, b.id));
      const a = await openFun(p, b, 500);
      const later = await openFun(p, b, 500);
      await settle(a, 800); // completes the wagering: a Real Bonus of 8 €
      expect(await bonusRow(b)).toMatchObject({ type: 'bonus', amount: 800, wagerTarget: 800 });
      await settle(await openCash(p, 800)); // replayed, but `later` is open
      expect(await bonusRow(b)).toMatchObject({ status: 'active', wagered: 800, wagerTarget: 800 });
      expect(await cashOf(p)).toBe(9_200);
      return { p, b, later };
    };

    const lost = await setUp();
    await settle(lost.later);
    expect(await bonusRow(lost.b)).toMatchObject({ status: 'converted' });
    expect(await cashOf(lost.p)).toBe(9_200 + 800);
    expect(await keys(`bonus:convert:${lost.b.id}`)).toHaveLength(1);

    const won = await setUp();
    await settle(won.later, 300);
    expect(await bonusRow(won.b)).toMatchObject({ status: 'active', amount: 1_100, wagerTarget: 1_100, wagered: 800 });
    expect(await accountOf(won.p, 'player_real_bonus', won.b)).toBe(1_100);
    expect(await cashOf(won.p)).toBe(9_200);
    await settle(await openCash(won.p, 300));
    expect(await bonusRow(won.b)).toMatchObject({ status: 'converted' });
    expect(await cashOf(won.p)).toBe(8_900 + 1_100);
  });

  it('a replayed Real Bonus whose last fun ticket settles after its deadline is not converted: it expires like any other', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const b = await grantFun(p, 1_000);
    await t.deps.db.update(playerBonuses).set({ wagered: 1_500 }).where(eq(playerBonuses.id, b.id));
    const a = await openFun(p, b, 500);
    const later = await openFun(p, b, 500);
    await settle(a, 800);
    await settle(await openCash(p, 800));
    expect(await bonusRow(b)).toMatchObject({ status: 'active', wagered: 800, wagerTarget: 800 });
    // Past the bonus's five days, before the expiry pass has run.
    t.clock.advance(6 * 86_400_000);
    await settle(later);
    expect(await bonusRow(b)).toMatchObject({ status: 'active' });
    expect(await keys(`bonus:convert:${b.id}`)).toHaveLength(0);
    expect(await cashOf(p)).toBe(9_200);
  });

  it('racing settlements of one bonus: fun tickets and a cash ticket in parallel end the same whatever the order; one conversion', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const b = await grantFun(p, 1_000);
    await t.deps.db.update(playerBonuses).set({ wagered: 1_500 }).where(eq(playerBonuses.id, b.id));
    const a = await openFun(p, b, 500);
    const winner = await openFun(p, b, 250);
    const loser = await openFun(p, b, 250);
    await settle(a, 800); // Real Bonus of 8 €
    const cash = await openCash(p, 800);
    await Promise.all([settle(winner, 900), settle(loser), settle(cash)]);
    expect(await bonusRow(b)).toMatchObject({ type: 'bonus', status: 'active', amount: 1_700, wagerTarget: 1_700, wagered: 800 });
    expect(await accountOf(p, 'player_real_bonus', b)).toBe(1_700);
    expect(await cashOf(p)).toBe(9_200);

    // Two last fun tickets losing at once, the replay done: converted exactly once.
    const c = await grantFun(p, 1_000);
    await t.deps.db.update(playerBonuses).set({ wagered: 1_600 }).where(eq(playerBonuses.id, c.id));
    const first = await openFun(p, c, 400);
    const x = await openFun(p, c, 300);
    const y = await openFun(p, c, 300);
    await settle(first, 600); // Real Bonus of 6 €
    await settle(await openCash(p, 600)); // replays b partly and c fully; c waits for x and y
    expect(await bonusRow(c)).toMatchObject({ status: 'active', wagered: 600, wagerTarget: 600 });
    await Promise.all([settle(x), settle(y)]);
    expect(await bonusRow(c)).toMatchObject({ status: 'converted' });
    expect(await keys(`bonus:convert:${c.id}`)).toHaveLength(1);
    expect(await cashOf(p)).toBe(9_200 - 600 + 600);
  });

  it('a fun ticket never pays into cash: its bonus converted to cash while it was open (before this rule), the win goes back to the bonus pool', async () => {
    const p = await createPlayer(t, { cash: 5_000 });
    const b = await grantFun(p, 1_000);
    const open = await openFun(p, b, 1_000);
    // As a bonus converted to cash while this ticket was open would be (no longer possible).
    await t.deps.db.update(playerBonuses).set({ type: 'bonus', status: 'converted' }).where(eq(playerBonuses.id, b.id));
    await settle(open, 50_000);
    expect(await cashOf(p)).toBe(5_000);
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 5_000, prelevabile: 5_000, bonus: 0, cash: 5_000, owed: 0, debito: 0, contestato: 0 });
    const [settlement] = await keys(`game:settle:${open}`);
    expect(settlement).toBeDefined();
  });
});
