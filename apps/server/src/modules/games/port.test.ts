import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameTickets, ledgerTransfers, playLimits, rgExclusionTypes, selfExclusions, users } from '../../db/schema/index.ts';
import { createPeerApp, dbLabel, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { playerBalance } from '../wallet/ledger.ts';
import { GameLedger } from './port-service.ts';
import { giveBonus, portOf, sportTicket, ticketRow } from './test-helpers.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });

describe(`game platform port over the ledger (${dbLabel()})`, () => {
  it('opens a ticket once: the stake leaves the cash wallet, a replay changes nothing', async () => {
    const p = await createPlayer(t, { cash: 5000 });
    const port = portOf(t);
    const input = sportTicket(p.id, 1200);
    const first = await port.openTicket(input);
    expect(first).toMatchObject({ ok: true, replay: false, ticket: { status: 1, stake: 1200, userId: p.id } });
    const again = await port.openTicket(input);
    expect(again).toMatchObject({ ok: true, replay: true });
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 3800, saldo: 3800 });
    const keys = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `game:open:${input.code}`));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ ref: input.code, kind: 'game_stake', userId: p.id, description: 'Giocata Scommesse Sportive' });
    // Same code, different content: not a replay.
    expect(await port.openTicket({ ...input, stake: 1300 })).toEqual({ ok: false, reason: 'conflict' });
    const other = await createPlayer(t, { cash: 5000 });
    expect(await port.openTicket({ ...input, userId: other.id })).toEqual({ ok: false, reason: 'conflict' });
    expect(await playerBalance(t.deps.db, other.id)).toMatchObject({ prelevabile: 5000 });
  });

  it('refuses a stake larger than the funds and writes nothing', async () => {
    const p = await createPlayer(t, { cash: 1000 });
    const input = sportTicket(p.id, 1001);
    expect(await portOf(t).openTicket(input)).toEqual({ ok: false, reason: 'insufficient_funds' });
    expect(await ticketRow(t, input.code)).toBeUndefined();
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 1000 });
    // Bonus money does not pay a cash ticket, nor cash a fun-bonus ticket.
    await giveBonus(t, p.id, 5000, `test:bonus:${p.id}`);
    expect(await portOf(t).openTicket(sportTicket(p.id, 1500))).toEqual({ ok: false, reason: 'insufficient_funds' });
    expect(await portOf(t).openTicket(sportTicket(p.id, 5001, { fun: true }))).toEqual({ ok: false, reason: 'insufficient_funds' });
  });

  it('fun-bonus tickets stake and win in the bonus wallet', async () => {
    const p = await createPlayer(t, { cash: 1000 });
    await giveBonus(t, p.id, 2000, `test:bonus:${p.id}`);
    const input = sportTicket(p.id, 500, { fun: true });
    expect(await portOf(t).openTicket(input)).toMatchObject({ ok: true, ticket: { fun: true } });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 2500, prelevabile: 1000, bonus: 1500, cash: 1000, owed: 0, debito: 0, contestato: 0 });
    expect(await portOf(t).settleTicket({ code: input.code, outcome: 'won', payout: 1250 })).toMatchObject({ ok: true, ticket: { status: 5, payout: 1250 } });
    expect(await playerBalance(t.deps.db, p.id)).toEqual({ saldo: 3750, prelevabile: 1000, bonus: 2750, cash: 1000, owed: 0, debito: 0, contestato: 0 });
  });

  it('settles each outcome exactly once with its status and money', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const port = portOf(t);
    const cases = [
      { outcome: 'won', payout: 3100, status: 5, back: 3100 },
      { outcome: 'lost', payout: 0, status: 8, back: 0 },
      { outcome: 'refunded', payout: 0, status: 3, back: 1000 },
      { outcome: 'void', payout: 0, status: 10, back: 0 },
      { outcome: 'cashout', payout: 700, status: 5, back: 700 },
    ] as const;
    for (const c of cases) {
      const input = sportTicket(p.id, 1000);
      await port.openTicket(input);
      const before = (await playerBalance(t.deps.db, p.id)).prelevabile;
      expect(await port.settleTicket({ code: input.code, outcome: c.outcome, payout: c.payout })).toMatchObject({
        ok: true,
        replay: false,
        ticket: { status: c.status, outcome: c.outcome, payout: c.back },
      });
      // The same report again is a replay; a different one is refused; money moved once.
      expect(await port.settleTicket({ code: input.code, outcome: c.outcome, payout: c.payout })).toMatchObject({ ok: true, replay: true });
      expect(await port.settleTicket({ code: input.code, outcome: c.outcome === 'won' ? 'lost' : 'won', payout: 99_999 })).toEqual({
        ok: false,
        reason: 'already_settled',
      });
      expect((await playerBalance(t.deps.db, p.id)).prelevabile).toBe(before + c.back);
    }
    expect(await port.settleTicket({ code: 'DF0000NOPE', outcome: 'won', payout: 1 })).toEqual({ ok: false, reason: 'not_found' });
  });

  it('refuses malformed reports without writing', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const port = portOf(t);
    for (const bad of [
      sportTicket(p.id, 0),
      sportTicket(p.id, -100),
      sportTicket(p.id, 1.5),
      sportTicket(p.id, Number.NaN),
      sportTicket(p.id, 100, { code: "DF1'; drop table game_tickets;--" }),
      sportTicket(p.id, 100, { code: 'DF\u0000123' }),
      sportTicket(p.id, 100, { platform: 'poker' as never }),
    ]) {
      expect(await port.openTicket(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
    const input = sportTicket(p.id, 100);
    await port.openTicket(input);
    expect(await port.settleTicket({ code: input.code, outcome: 'won', payout: -5 })).toEqual({ ok: false, reason: 'invalid' });
    expect(await port.settleTicket({ code: input.code, outcome: 'won', payout: 0.5 })).toEqual({ ok: false, reason: 'invalid' });
    expect((await ticketRow(t, input.code))?.status).toBe(1);
  });

  it('a self-excluded, blocked or unknown player cannot open a ticket', async () => {
    for (const statoConto of [7, 8, 6, 0, 70]) {
      const p = await createPlayer(t, { cash: 5000 });
      await t.deps.db.update(users).set({ statoConto }).where(eq(users.id, p.id));
      const input = sportTicket(p.id, 100);
      expect(await portOf(t).openTicket(input)).toEqual({ ok: false, reason: 'not_allowed' });
      expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 5000 });
    }
    expect(await portOf(t).openTicket(sportTicket(99_999_999, 100))).toEqual({ ok: false, reason: 'not_allowed' });
  });

  it("a self-exclusion that leaves the account's state alone still refuses the tickets it covers", async () => {
    const [type] = await t.deps.db.select({ id: rgExclusionTypes.id }).from(rgExclusionTypes).where(eq(rgExclusionTypes.kind, 'temporary')).limit(1);
    const exclude = async (userId: number, product: string) => {
      const now = t.clock.now();
      await t.deps.db.insert(selfExclusions).values({
        userId,
        typeId: type!.id,
        kind: 'temporary',
        product,
        startsAt: now,
        endsAt: new Date(now.getTime() + 30 * 86_400_000),
        note: '',
        previousStato: 2,
        createdAt: now,
      });
    };
    const casino = (userId: number) => sportTicket(userId, 500, { platform: 'casino', gioco: 144, giocoDescr: 'Slot' });
    const port = portOf(t);

    // Every product, on a provisional account (which keeps its state 1 until its documents are approved).
    const provisional = await createPlayer(t, { cash: 5000 });
    await t.deps.db.update(users).set({ statoConto: 1 }).where(eq(users.id, provisional.id));
    await exclude(provisional.id, 'all');
    for (const input of [sportTicket(provisional.id, 500), casino(provisional.id), sportTicket(provisional.id, 500, { platform: 'lotto' })])
      expect(await port.openTicket(input), input.platform).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await playerBalance(t.deps.db, provisional.id)).toMatchObject({ prelevabile: 5000 });

    // One product on a validated account: its tickets are refused, the others' sold.
    const validated = await createPlayer(t, { cash: 5000 });
    await exclude(validated.id, 'casino');
    expect(await port.openTicket(casino(validated.id))).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await port.openTicket(sportTicket(validated.id, 500, { platform: 'gv' }))).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await port.openTicket(sportTicket(validated.id, 500))).toMatchObject({ ok: true });
    expect(await playerBalance(t.deps.db, validated.id)).toMatchObject({ prelevabile: 4500 });
  });

  it('a stake already past the first check is refused when an exclusion, a block or a first limit is saved before its transaction', async () => {
    // The port over a database whose transactions wait at a gate: the stake has passed the check
    // made before its transaction when the player's protection is saved, as when a burst of stakes
    // is queued behind the player's lock while 'Autoescludi' is pressed.
    const gated = () => {
      let reached = () => {};
      const atGate = new Promise<void>((resolve) => (reached = resolve));
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const db = new Proxy(t.deps.db, {
        get(target, prop, receiver) {
          if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
          return async (...args: Parameters<typeof target.transaction>) => {
            reached();
            await gate;
            return target.transaction(...args);
          };
        },
      });
      return { port: new GameLedger(db, t.deps.clock), atGate, open };
    };
    const [type] = await t.deps.db.select({ id: rgExclusionTypes.id }).from(rgExclusionTypes).where(eq(rgExclusionTypes.kind, 'temporary')).limit(1);
    const protections: [string, (userId: number) => Promise<unknown>, string][] = [
      ['self-exclusion', (userId) => t.deps.db.update(users).set({ statoConto: 7 }).where(eq(users.id, userId)), 'not_allowed'],
      ['block', (userId) => t.deps.db.update(users).set({ statoConto: 6 }).where(eq(users.id, userId)), 'not_allowed'],
      [
        'exclusion of the product',
        (userId) => {
          const now = t.clock.now();
          return t.deps.db.insert(selfExclusions).values({
            userId,
            typeId: type!.id,
            kind: 'temporary',
            product: 'sport',
            startsAt: now,
            endsAt: new Date(now.getTime() + 30 * 86_400_000),
            note: '',
            previousStato: 2,
            createdAt: now,
          });
        },
        'not_allowed',
      ],
      ['first spending limit', (userId) => t.deps.db.insert(playLimits).values({ userId, kind: 'spend', periodo: 'WW', importo: 500 }), 'spend_limit'],
    ];
    for (const [what, protect, reason] of protections) {
      const p = await createPlayer(t, { cash: 5000 });
      const { port, atGate, open } = gated();
      const input = sportTicket(p.id, 1000);
      const stake = port.openTicket(input);
      await atGate;
      await protect(p.id);
      open();
      expect(await stake, what).toMatchObject({ ok: false, reason });
      expect(await ticketRow(t, input.code), what).toBeUndefined();
      expect(await playerBalance(t.deps.db, p.id), what).toMatchObject({ prelevabile: 5000 });
    }
  });

  it('cash-out: only the owner, only at the current offer, only once', async () => {
    const p = await createPlayer(t, { cash: 5000 });
    const intruder = await createPlayer(t, { cash: 5000 });
    const port = portOf(t);
    const input = sportTicket(p.id, 1000);
    await port.openTicket(input);
    const accept = async () => 'accepted' as const;
    expect(await port.cashout(p.id, input.code, 800, accept)).toBe('changed'); // no offer yet
    expect(await port.offerCashout(input.code, 800)).toBe('ok');
    expect(await port.cashout(intruder.id, input.code, 800, accept)).toBe('not_found');
    expect(await port.cashout(p.id, input.code, 900, accept)).toBe('changed');
    expect(await port.cashout(p.id, input.code, 800, async () => 'refused')).toBe('refused');
    expect(await port.cashout(p.id, input.code, 800, accept)).toBe('ok');
    expect(await port.cashout(p.id, input.code, 800, accept)).toBe('settled');
    expect(await ticketRow(t, input.code)).toMatchObject({ status: 5, outcome: 'cashout', payout: 800, cashoutOffer: null, messaggio: 'Cash Out' });
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 4800 });
    expect(await port.offerCashout(input.code, 500)).toBe('not_open');
  });

  it('reservations are idempotent by the platform id and move no money', async () => {
    const p = await createPlayer(t, { cash: 100 });
    const r = {
      platformRef: `PR${Date.now()}`,
      userId: p.id,
      shortCode: 'AB12CD',
      crediti: 500,
      isSystem: false,
      detail: [{ OutcomeId_hash: 'O1', Fissa: false }],
    };
    const first = await portOf(t).reserve(r);
    expect(first).toMatchObject({ ok: true, replay: false });
    expect(await portOf(t).reserve(r)).toMatchObject({ ok: true, replay: true });
    expect(await portOf(t).reserve({ ...r, crediti: 900 })).toEqual({ ok: false, reason: 'conflict' });
    expect(await portOf(t).reserve({ ...r, platformRef: 'PRX1', detail: [] })).toEqual({ ok: false, reason: 'invalid' });
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 100 });
  });
});

describe(`game platform port under concurrency (${dbLabel()})`, () => {
  it('parallel tickets never overdraw: exactly as many as the balance pays are accepted', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const results = await Promise.all(Array.from({ length: 25 }, () => portOf(t).openTicket(sportTicket(p.id, 1500))));
    const accepted = results.filter((r) => r.ok).length;
    expect(accepted).toBe(6);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'insufficient_funds')).toBe(true);
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 1000 });
    const [n] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameTickets)
      .where(eq(gameTickets.userId, p.id));
    expect(n!.n).toBe(6);
  });

  it('the same ticket reported 10 times at once is staked once; 10 racing settlements pay once', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const input = sportTicket(p.id, 2000);
    const opens = await Promise.all(Array.from({ length: 10 }, () => portOf(t).openTicket(input)));
    expect(opens.every((r) => r.ok)).toBe(true);
    expect(opens.filter((r) => r.ok && !r.replay)).toHaveLength(1);
    const settles = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        portOf(t).settleTicket(i % 2 ? { code: input.code, outcome: 'won', payout: 5000 } : { code: input.code, outcome: 'refunded' }),
      ),
    );
    const applied = settles.filter((r) => r.ok && !r.replay);
    expect(applied).toHaveLength(1);
    const paid = applied[0]!.ok ? applied[0]!.ticket.payout : 0;
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 8000 + paid });
    const keys = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `game:%:${input.code}`));
    expect(keys).toHaveLength(2);
  });

  it('racing cash-outs pay once', async () => {
    const p = await createPlayer(t, { cash: 5000 });
    const input = sportTicket(p.id, 1000);
    await portOf(t).openTicket(input);
    await portOf(t).offerCashout(input.code, 1400);
    const r = await Promise.all(Array.from({ length: 8 }, () => portOf(t).cashout(p.id, input.code, 1400, async () => 'accepted')));
    expect(r.filter((x) => x === 'ok')).toHaveLength(1);
    expect(await playerBalance(t.deps.db, p.id)).toMatchObject({ prelevabile: 5400 });
  });

  it('two server processes opening and settling tickets never break the ledger', { tags: ['postgres-race'] }, async () => {
    const peer = await createPeerApp(t);
    try {
      const players = await Promise.all(Array.from({ length: 4 }, () => createPlayer(t, { cash: 20_000 })));
      const tickets = players.flatMap((p) => Array.from({ length: 12 }, () => sportTicket(p.id, 1000)));
      const a = portOf(t);
      const b = portOf(peer);
      const opened = await Promise.all(tickets.flatMap((tk) => [a.openTicket(tk), b.openTicket(tk)]));
      expect(opened.filter((r) => r.ok && !r.replay)).toHaveLength(tickets.length);
      await Promise.all(
        tickets.flatMap((tk, i) => [
          a.settleTicket({ code: tk.code, outcome: i % 3 === 0 ? 'won' : 'lost', payout: 2500 }),
          b.settleTicket({ code: tk.code, outcome: i % 3 === 0 ? 'won' : 'lost', payout: 2500 }),
        ]),
      );
      for (const [pi, p] of players.entries()) {
        const wins = tickets.filter((tk, i) => tk.userId === p.id && i % 3 === 0).length;
        expect((await playerBalance(t.deps.db, p.id)).prelevabile, `player ${pi}`).toBe(20_000 - 12_000 + wins * 2500);
      }
      await expectLedgerSound(t);
    } finally {
      await peer.close();
    }
  });
});
