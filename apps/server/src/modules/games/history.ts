import { eq } from 'drizzle-orm';
import type { Platform } from '@betsite/domain/bets';
import type { Db } from '../../db/client.ts';
import { ledgerTransfers } from '../../db/schema/index.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { accountId, playerBalance, postTransfer } from '../wallet/ledger.ts';
import { importTickets } from './port-import.ts';
import { GameLedger } from './port-service.ts';
import type { Outcome } from './port.ts';
import * as repo from './repository.ts';
import {
  esitoOfOutcome,
  markLines,
  sandboxCashoutOffer,
  sandboxOutcome,
  markLost,
  sandboxResult,
  sandboxTicket,
  seededRng,
  toOutcomeRow,
  type Rng,
  type SandboxOutcome,
  type TicketSpec,
} from './sandbox.ts';

/** The generator's fixed default seed: the same command writes the same history. */
export const HISTORY_SEED = 20261122;
const DAY = 86_400_000;

interface PlannedTicket {
  spec: TicketSpec;
  placedAt: Date;
  /** null = still open (this week's sport tickets, some with a cash-out offer). */
  settleAt: Date | null;
  result: { outcome: Outcome; payout: number } | null;
  input: ReturnType<typeof sandboxTicket>;
  offer: boolean;
}

/** Every platform, sport in all three shapes, live and prematch; fun-bonus tickets too. */
const MIX: TicketSpec[] = [
  { platform: 'sport', kind: 'singola' },
  { platform: 'sport', kind: 'multipla' },
  { platform: 'sport', kind: 'sistema' },
  { platform: 'sport', kind: 'multipla', live: true },
  { platform: 'sport', kind: 'singola', live: true },
  { platform: 'casino', casinoGame: 102 },
  { platform: 'casino', casinoGame: 144 },
  { platform: 'cash' },
  { platform: 'gv' },
  { platform: 'lotto' },
  { platform: '10elotto' },
  { platform: 'millionday' },
  { platform: 'ippica' },
  { platform: 'virtual' },
  { platform: 'sport', kind: 'multipla', fun: true, stake: 300 },
  { platform: 'casino', casinoGame: 144, fun: true, stake: 200 },
];

/**
 * Plans a player's tickets from `start` to `now`: the last week is busy (today's tickets for the
 * default filter, open sport tickets, cash-out offers), the months before at a steady rate.
 */
function plan(rng: Rng, prefix: string, count: number, start: Date, now: Date): PlannedTicket[] {
  const out: PlannedTicket[] = [];
  const span = now.getTime() - start.getTime();
  const recent = Math.min(40, Math.floor(count / 6));
  for (let i = 0; i < count; i++) {
    const isRecent = i >= count - recent;
    // The recent window starts its own cycle through the mix, so even a short history has open sport tickets.
    const j = i - (count - recent);
    const spec = { ...MIX[(isRecent ? j : i) % MIX.length]! };
    // Recent tickets fall within the last 6 × 24 h, so all of them are inside the lists' 'last 7 days
    // including today' (from midnight six days ago) whatever the hour the history is written at.
    const at = isRecent ? now.getTime() - Math.floor(rng() * 6 * DAY) : start.getTime() + DAY + Math.floor(((i + rng()) / (count - recent)) * (span - 9 * DAY));
    // Today's share: a handful of tickets in the last hours.
    const placedAt = new Date(i >= count - 8 ? now.getTime() - Math.floor(rng() * 3 * 3600_000) - 60_000 : Math.min(at, now.getTime() - 60_000));
    const input = sandboxTicket(rng, spec, `${prefix}${String(i).padStart(5, '0')}`, placedAt);
    const open = isRecent && spec.platform === 'sport' && !spec.live && !spec.fun && j % 4 !== 3;
    const settleAt = open ? null : new Date(Math.min(placedAt.getTime() + 2 * 3600_000 + Math.floor(rng() * DAY), now.getTime() - 1000));
    const result = open
      ? null
      : sandboxResult(rng, { platform: spec.platform, stake: input.stake, potentialWin: input.potentialWin ?? 0, detail: input.detail ?? {} });
    out.push({
      spec,
      placedAt,
      settleAt,
      result: result && { outcome: result.outcome, payout: result.payout },
      input: result ? { ...input, detail: result.detail } : input,
      offer: open && j % 2 === 0,
    });
  }
  // Guarantee every status appears at least once among settled tickets.
  const settled = out.filter((p) => p.result && p.spec.platform === 'sport' && !p.spec.fun);
  const forced: Outcome[] = ['won', 'lost', 'refunded', 'void', 'cashout'];
  forced.forEach((o, k) => {
    const p = settled[k];
    if (!p) return;
    p.result = { outcome: o, payout: o === 'won' ? (p.input.potentialWin ?? p.input.stake * 2) : o === 'cashout' ? Math.round(p.input.stake * 0.8) : 0 };
    if (p.input.detail) markLines(p.input.detail, esitoOfOutcome(o));
  });
  return out.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
}

type Flow = { at: number; wallet: 'cash' | 'bonus'; amount: number; ticket: PlannedTicket };
const paidOf = (p: PlannedTicket) =>
  !p.result ? 0 : p.result.outcome === 'refunded' ? p.input.stake : p.result.outcome === 'won' || p.result.outcome === 'cashout' ? p.result.payout : 0;

function flows(ps: PlannedTicket[]): Flow[] {
  const f: Flow[] = [];
  for (const p of ps) {
    const wallet = p.spec.fun ? 'bonus' : 'cash';
    f.push({ at: p.placedAt.getTime(), wallet, amount: -p.input.stake, ticket: p });
    if (p.settleAt && paidOf(p) > 0) f.push({ at: p.settleAt.getTime(), wallet, amount: paidOf(p), ticket: p });
  }
  return f.sort((a, b) => a.at - b.at);
}

/**
 * The opening balance that makes the history end exactly at `target`, and never dip below zero on
 * the way: late wins that would need money the player never had are turned into losses.
 */
function openingFor(ps: PlannedTicket[], wallet: 'cash' | 'bonus', target: number, already: number): number {
  for (;;) {
    const f = flows(ps).filter((x) => x.wallet === wallet);
    let suffix = 0;
    let worst: Flow | null = null;
    let worstSuffix = 0;
    for (let i = f.length - 1; i >= 0; i--) {
      suffix += f[i]!.amount;
      if (suffix > worstSuffix) {
        worstSuffix = suffix;
        worst = f[i]!;
      }
    }
    // Running balance at any point = opening + prefix = target − suffix: must stay ≥ 0.
    if (worstSuffix <= target || !worst) return Math.max(0, target - already - f.reduce((s, x) => s + x.amount, 0));
    const late = f.filter((x) => x.at >= worst.at && x.amount > 0);
    const w = late[late.length - 1]!.ticket;
    w.result = { outcome: 'lost', payout: 0 };
    if (w.input.detail) markLost(w.input.detail);
  }
}

export interface HistoryOptions {
  /** Deterministic source of everything (HISTORY_SEED by default). */
  seed?: number;
  tickets: number;
  /** How far back the history starts, in days (≥ 365 for the demo). */
  days?: number;
  /** Balance the player ends with (cash, bonus): the opening movement is computed to land there. */
  target: { cash: number; bonus: number };
  /** Prefix of ticket codes and keys, unique per player. */
  tag: string;
  reservations?: number;
  /**
   * The outcomes of reservation `i` (of `n` events) for events still to come: by default made-up
   * stored outcomes; the demo passes the sport feed's, so 'Inserisci nel carrello' fills a slip the
   * sportsbook can buy.
   */
  reservationOutcomes?: (i: number, n: number, now: Date) => SandboxOutcome[];
  clock?: Clock;
}

/**
 * Writes a player's history through the game platform port: the opening balance (a movement like
 * any other), every ticket opened and settled at its own time, reservations with known events and
 * cash-out offers on open tickets. Returns false when the history was already written.
 */
export async function writePlayerHistory(db: Db, userId: number, o: HistoryOptions): Promise<boolean> {
  const openingKey = `history:opening:${o.tag}`;
  const [done] = await db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, openingKey));
  if (done) return false;
  const clock = o.clock ?? systemClock;
  const now = clock.now();
  const rng = seededRng(o.seed ?? HISTORY_SEED);
  const start = new Date(now.getTime() - (o.days ?? 400) * DAY);
  const ps = plan(rng, o.tag, o.tickets, start, now);
  // A database seeded before histories existed already holds the plain demo balance: land on the target anyway.
  const before = await playerBalance(db, userId);
  const cashOpening = openingFor(ps, 'cash', o.target.cash, before.cash);
  const bonusOpening = openingFor(ps, 'bonus', o.target.bonus, before.bonus);

  await db.transaction(async (tx) => {
    const house = await accountId(tx, 'house');
    const pool = await accountId(tx, 'bonus_pool');
    const legs = (from: number, to: number, amount: number) => [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ];
    // Written even when zero: it is also the marker that this history exists.
    await postTransfer(tx, {
      key: openingKey,
      kind: 'seed',
      userId,
      description: 'Saldo iniziale',
      at: start,
      legs: legs(house, await accountId(tx, 'player_cash', userId), cashOpening),
    });
    if (bonusOpening > 0) {
      await postTransfer(tx, {
        key: `history:bonus:${o.tag}`,
        kind: 'bonus',
        userId,
        description: 'Bonus iniziale',
        at: start,
        legs: legs(pool, await accountId(tx, 'player_bonus', userId), bonusOpening),
      });
    }
  });

  // The tickets, opened and settled at their own times, as the platform's backfill (port-import.ts).
  const offers = new Map(
    ps.filter((p) => p.offer).map((p) => [p.input.code, sandboxCashoutOffer(rng, { stake: p.input.stake, potentialWin: p.input.potentialWin ?? 0 })]),
  );
  await importTickets(
    db,
    userId,
    ps.map((p) => {
      const { outcomes: _outcomes, ...input } = p.input;
      return {
        input: { ...input, userId, placedAt: p.placedAt },
        settle: p.result && p.settleAt ? { outcome: p.result.outcome, payout: p.result.payout, at: p.settleAt, detail: p.input.detail } : null,
        cashoutOffer: offers.get(p.input.code) ?? null,
      };
    }),
  );
  await repo.upsertOutcomes(
    db,
    ps.flatMap((p) => p.input.outcomes.map(toOutcomeRow)),
  );
  const port = new GameLedger(db, clock);

  // Reservations: some with events still to come, one whose first event has already started.
  for (let i = 0; i < (o.reservations ?? 0); i++) {
    const n = 1 + (i % 4);
    const upcoming = o.reservationOutcomes?.(i, n, now);
    const outs = Array.from(
      { length: n },
      (_, k) =>
        // The first reservation's first event has already started: it cannot be played as booked.
        (i === 0 && k === 0 ? undefined : upcoming?.[k]) ??
        sandboxOutcome(rng, new Date(now.getTime() + (i === 0 && k === 0 ? -2 * 3600_000 : (k + 1) * DAY + i * 3600_000))),
    );
    await repo.upsertOutcomes(db, outs.map(toOutcomeRow));
    const isSystem = n >= 3 && i % 2 === 1;
    await port.reserve({
      platformRef: `RS${o.tag}${i}`,
      userId,
      shortCode: `${o.tag.slice(-2)}${(1000 + i * 37).toString(36).toUpperCase()}`,
      crediti: [200, 500, 1000, 250][i % 4]!,
      isSystem,
      detail: outs.map((x, k) => ({ OutcomeId_hash: x.hash, Fissa: isSystem && k === 0 })),
      sistemaComb: isSystem ? [{ Code: `${n - 2}/${n - 1}`, Num_Multiple: n - 1, Importo: 100 }] : [],
      at: new Date(now.getTime() - (i + 1) * 3600_000),
    });
  }
  return true;
}

export type { Platform };
