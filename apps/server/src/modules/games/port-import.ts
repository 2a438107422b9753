import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameTickets, ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import { InsufficientFundsError, type DbOrTx } from '../wallet/ledger.ts';
import { isCheckViolation } from '../../db/pg-errors.ts';
import { gameRef, movementText, payoutFor, STATUS_OF } from './ledger-moves.ts';
import type { OpenTicketInput, Outcome, TicketDetail } from './port.ts';

export interface ImportedTicket {
  input: OpenTicketInput & { placedAt: Date };
  settle: { outcome: Outcome; payout: number; at: Date; detail?: TicketDetail } | null;
  cashoutOffer?: number | null;
}

const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);
const CHUNK = 400;

/**
 * A platform's backfill of past tickets (the history generator, a migration from an old system):
 * the same tickets, transfers, keys and legs as `openTicket` + `settleTicket`, written in a few
 * set-based statements inside one transaction instead of two transactions per ticket. The
 * caller orders the player's money so no wallet dips below zero on the way (the CHECK still
 * guards the final balances: a short wallet rolls everything back). A backfill notifies nobody:
 * the tickets are past events, not news for the player.
 */
export async function importTickets(db: Db, userId: number, items: ImportedTicket[]): Promise<void> {
  if (items.length === 0) return;
  await db.transaction(async (tx) => {
    const accounts = await resolveAccounts(tx, userId, items);
    const tickets: (typeof gameTickets.$inferInsert)[] = items.map(({ input, settle, cashoutOffer }) => ({
      code: input.code,
      userId,
      platform: input.platform,
      gioco: input.gioco,
      giocoDescr: input.giocoDescr,
      stake: input.stake,
      fun: input.fun ?? false,
      potentialWin: input.potentialWin ?? 0,
      detail: settle?.detail ?? input.detail ?? {},
      ricevutaPgad: input.ricevutaPgad ?? null,
      placedAt: input.placedAt,
      status: settle ? STATUS_OF[settle.outcome] : 1,
      outcome: settle?.outcome ?? null,
      payout: settle ? payoutFor(settle.outcome, input.stake, settle.payout) : 0,
      settledAt: settle?.at ?? null,
      messaggio: settle?.outcome === 'cashout' ? 'Cash Out' : null,
      cashoutOffer: settle ? null : (cashoutOffer ?? null),
      cashoutOfferAt: !settle && cashoutOffer ? input.placedAt : null,
    }));
    for (let i = 0; i < tickets.length; i += CHUNK) await tx.insert(gameTickets).values(tickets.slice(i, i + CHUNK));

    // Transfers and their legs, exactly as the port would write them.
    type T = { key: string; kind: string; description: string; ref: string; at: Date; legs: [number, number][] };
    const transfers: T[] = [];
    for (const { input, settle } of items) {
      const fun = input.fun ?? false;
      const a = accounts(input.platform, input.code, fun);
      transfers.push({
        key: `game:open:${input.code}`,
        kind: 'game_stake',
        description: movementText('stake', input.platform, fun),
        ref: input.code,
        at: input.placedAt,
        legs: [
          [a.player, -input.stake],
          [a.open, input.stake],
        ],
      });
      if (settle) {
        const paid = payoutFor(settle.outcome, input.stake, settle.payout);
        const legs: [number, number][] = [
          [a.open, -input.stake],
          [a.player, paid],
          [a.result, input.stake - paid],
        ];
        transfers.push({
          key: `game:settle:${input.code}`,
          kind: `game_${settle.outcome}`,
          description: movementText(settle.outcome, input.platform, fun),
          ref: input.code,
          at: settle.at,
          legs: legs.filter(([, x]) => x !== 0),
        });
      }
    }
    const deltas = new Map<number, number>();
    for (let i = 0; i < transfers.length; i += CHUNK) {
      const part = transfers.slice(i, i + CHUNK);
      const ids = await tx
        .insert(ledgerTransfers)
        .values(part.map((x) => ({ idempotencyKey: x.key, kind: x.kind, userId, description: x.description, ref: x.ref, createdAt: x.at })))
        .returning({ id: ledgerTransfers.id, key: ledgerTransfers.idempotencyKey });
      const idOf = new Map(ids.map((r) => [r.key, r.id]));
      const entries = part.flatMap((x) => x.legs.map(([accountId, amount]) => ({ transferId: idOf.get(x.key)!, accountId, amount })));
      for (const e of entries) deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0) + e.amount);
      for (let j = 0; j < entries.length; j += CHUNK * 2) await tx.insert(ledgerEntries).values(entries.slice(j, j + CHUNK * 2));
    }
    await applyDeltas(tx, deltas);
  });
}

/** Finds or creates every account the tickets touch in two statements; returns a lookup. */
async function resolveAccounts(tx: DbOrTx, userId: number, items: ImportedTicket[]) {
  const wanted = new Map<string, { kind: string; userId: number | null; ref: string | null; allowNegative: boolean }>();
  const want = (kind: string, uid: number | null, ref: string | null, allowNegative: boolean) =>
    wanted.set(`${kind}|${uid ?? ''}|${ref ?? ''}`, { kind, userId: uid, ref, allowNegative });
  for (const { input } of items) {
    want(input.fun ? 'player_bonus' : 'player_cash', userId, null, false);
    want('games_open', null, gameRef(input.platform, input.code), false);
    want('games_result', null, gameRef(input.platform, input.code), true);
  }
  await tx
    .insert(ledgerAccounts)
    .values([...wanted.values()])
    .onConflictDoNothing();
  const rows = rowsOf<{ id: number; kind: string; user_id: number | null; ref: string | null }>(
    await tx.execute(
      sql`select id, kind, user_id, ref from ${ledgerAccounts} where (kind in ('player_cash', 'player_bonus') and user_id = ${userId}) or (kind in ('games_open', 'games_result') and user_id is null)`,
    ),
  );
  const byKey = new Map(rows.map((r) => [`${r.kind}|${r.user_id ?? ''}|${r.ref ?? ''}`, r.id]));
  const id = (k: string) => {
    const v = byKey.get(k);
    if (v === undefined) throw new Error(`ledger account ${k} missing`);
    return v;
  };
  return (platform: string, code: string, fun: boolean) => ({
    player: id(`${fun ? 'player_bonus' : 'player_cash'}|${userId}|`),
    open: id(`games_open||${gameRef(platform, code)}`),
    result: id(`games_result||${gameRef(platform, code)}`),
  });
}

/** One UPDATE for every balance, locking in id order like postTransfer; the CHECK guards each. */
async function applyDeltas(tx: DbOrTx, deltas: Map<number, number>): Promise<void> {
  const ids = [...deltas.keys()].filter((id) => deltas.get(id) !== 0).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from ${ledgerAccounts} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
  const values = sql.join(
    ids.map((id) => sql`(${id}::int, ${deltas.get(id)!}::bigint)`),
    sql`, `,
  );
  try {
    await tx.execute(
      sql`update ${ledgerAccounts} set balance = ${ledgerAccounts}.balance + v.amount from (values ${values}) as v(id, amount) where ${ledgerAccounts}.id = v.id`,
    );
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFundsError();
    throw err;
  }
}
