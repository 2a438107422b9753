import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betReservations, gameTickets, sportOutcomes } from '../../db/schema/index.ts';
import type { ReservationRow, TicketRow } from './port.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { rowsOf } from '../../db/rows.ts';

/** Rows a list call may return at most: a player's busiest month stays far below. */
export const LIST_CAP = 5000;

export interface MovementRow {
  id: number;
  ref: string | null;
  kind: string;
  description: string | null;
  created_at: string | Date;
  amount: string | number;
  platform: string | null;
  ricevuta_pgad: string | null;
}

/**
 * The statement, read from the ledger itself: every transfer of the player in the range with the
 * sum of its legs on the player's own wallets (cash and bonus). Transfers that do not touch them
 * (a lost ticket's settlement, a withdrawal being paid out) are not movements of the balance.
 */
export async function statement(db: Db, userId: number, from: Date, to: Date): Promise<MovementRow[]> {
  return rowsOf<MovementRow>(await db.execute(statementQuery(userId, from, to)));
}

/** The statement's SQL (also EXPLAINed by `npm run bench:bets`). */
export function statementQuery(userId: number, from: Date, to: Date): SQL {
  return sql`
    select t.id, coalesce(t.ref, regexp_replace(t.idempotency_key, '^.*:', '')) as ref, t.kind, t.description, t.created_at,
           sum(e.amount)::bigint as amount, g.platform, g.ricevuta_pgad
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    left join game_tickets g on g.code = t.ref and g.user_id = t.user_id
    where t.user_id = ${userId} and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
      and e.account_id in (select id from ledger_accounts where kind in ('player_cash', 'player_bonus', 'player_real_bonus', 'player_fun_bonus') and user_id = ${userId})
    group by t.id, g.platform, g.ricevuta_pgad
    having sum(e.amount) <> 0
    order by t.created_at desc, t.id desc
    limit ${LIST_CAP}`;
}

export async function ticketsInRange(db: Db, userId: number, fun: boolean, from: Date, to: Date, gioco: number): Promise<TicketRow[]> {
  return ticketsInRangeQuery(db, userId, fun, from, to, gioco);
}

/** The bet list's query builder (awaited by the call; `.toSQL()` for `npm run bench:bets`'s EXPLAIN). */
export function ticketsInRangeQuery(db: Db, userId: number, fun: boolean, from: Date, to: Date, gioco: number) {
  return db
    .select()
    .from(gameTickets)
    .where(
      and(
        eq(gameTickets.userId, userId),
        eq(gameTickets.fun, fun),
        gte(gameTickets.placedAt, from),
        lt(gameTickets.placedAt, to),
        gioco > 0 ? eq(gameTickets.gioco, gioco) : undefined,
      ),
    )
    .orderBy(desc(gameTickets.placedAt), desc(gameTickets.id))
    .limit(LIST_CAP);
}

/** One ticket of this player; another player's ticket is as absent as a missing one. */
export async function ownTicket(db: Db, userId: number, code: string): Promise<TicketRow | undefined> {
  const [t] = await db
    .select()
    .from(gameTickets)
    .where(and(eq(gameTickets.code, code), eq(gameTickets.userId, userId)));
  return t;
}

export async function cashoutable(db: Db, userId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(gameTickets)
    .where(and(eq(gameTickets.userId, userId), eq(gameTickets.status, 1), sql`${gameTickets.cashoutOffer} is not null`))
    .orderBy(desc(gameTickets.placedAt))
    .limit(LIST_CAP);
}

export async function reservations(db: Db, userId: number, skip: number, take: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(betReservations)
    .where(and(eq(betReservations.userId, userId), isNull(betReservations.deletedAt)))
    .orderBy(desc(betReservations.createdAt), desc(betReservations.id))
    .offset(skip)
    .limit(take);
}

/** Soft delete, only the owner's and only once: true when a row changed. */
export async function deleteReservation(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const r = await db
    .update(betReservations)
    .set({ deletedAt: at })
    .where(and(eq(betReservations.id, id), eq(betReservations.userId, userId), isNull(betReservations.deletedAt)))
    .returning({ id: betReservations.id });
  return r.length > 0;
}

export async function outcomes(db: Db, hashes: string[]) {
  if (hashes.length === 0) return [];
  return db.select().from(sportOutcomes).where(inArray(sportOutcomes.hash, hashes)).orderBy(asc(sportOutcomes.eventAt));
}

export async function upsertOutcomes(db: Db, rows: (typeof sportOutcomes.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(sportOutcomes).values(rows).onConflictDoNothing();
}

/** The game port's writes (port-service.ts); each runs in the caller's transaction where it passes one. */

export async function ticketByCode(db: Db, code: string): Promise<TicketRow | undefined> {
  const [t] = await db.select().from(gameTickets).where(eq(gameTickets.code, code));
  return t;
}

/** A new ticket, or undefined when a ticket with its code already exists (a concurrent report won). */
export async function insertTicket(tx: DbOrTx, row: typeof gameTickets.$inferInsert): Promise<TicketRow | undefined> {
  const [t] = await tx.insert(gameTickets).values(row).onConflictDoNothing().returning();
  return t;
}

export type TicketSettlement = Pick<
  Partial<typeof gameTickets.$inferInsert>,
  'status' | 'outcome' | 'payout' | 'settledAt' | 'cashoutOffer' | 'detail' | 'messaggio'
>;

/** Settles a ticket only while it is open (status 1): undefined when it was not, so a settlement happens once. */
export async function settleOpenTicket(tx: DbOrTx, id: number, set: TicketSettlement): Promise<TicketRow | undefined> {
  const [t] = await tx
    .update(gameTickets)
    .set(set)
    .where(and(eq(gameTickets.id, id), eq(gameTickets.status, 1)))
    .returning();
  return t;
}

/** Sets or withdraws (null) the cash-out offer of an open sport ticket; false when the ticket is not one. */
export async function setCashoutOffer(db: Db, id: number, amount: number | null, at: Date | null): Promise<boolean> {
  const [row] = await db
    .update(gameTickets)
    .set({ cashoutOffer: amount, cashoutOfferAt: at })
    .where(and(eq(gameTickets.id, id), eq(gameTickets.status, 1), eq(gameTickets.platform, 'sport')))
    .returning({ id: gameTickets.id });
  return Boolean(row);
}

/** A new reservation, or undefined when its platform reference is already taken. */
export async function insertReservation(db: Db, row: typeof betReservations.$inferInsert): Promise<ReservationRow | undefined> {
  const [r] = await db.insert(betReservations).values(row).onConflictDoNothing().returning();
  return r;
}

export async function reservationByRef(db: Db, platformRef: string): Promise<ReservationRow | undefined> {
  const [r] = await db.select().from(betReservations).where(eq(betReservations.platformRef, platformRef));
  return r;
}
