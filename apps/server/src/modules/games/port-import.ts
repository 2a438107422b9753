import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameTickets, ledgerAccounts } from '../../db/schema/index.ts';
import { post, type DbOrTx, type Transfer } from '../wallet/ledger.ts';
import { gameRef, movementText, payoutFor, STATUS_OF } from './ledger-moves.ts';
import type { OpenTicketInput, Outcome, TicketDetail } from './port.ts';
import { rowsOf } from '../../db/rows.ts';

export interface ImportedTicket {
  input: OpenTicketInput & { placedAt: Date };
  settle: { outcome: Outcome; payout: number; at: Date; detail?: TicketDetail } | null;
  cashoutOffer?: number | null;
}

const CHUNK = 400;

/**
 * A platform's backfill of past tickets (the history generator, a migration from an old system):
 * the same tickets, transfers, keys and legs as `openTicket` + `settleTicket`, written in a few
 * set-based statements inside one transaction instead of two transactions per ticket; the money
 * through the ledger's `post`, a batch per statement. The caller orders the player's money so no
 * wallet dips below zero on the way (the CHECK guards the balances after each batch: a short
 * wallet rolls everything back). A backfill notifies nobody:
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

    // Transfers and their legs, exactly as the port would write them, through the ledger's one
    // posting statement (a batch of CHUNK transfers per statement, in the caller's order).
    const transfers: Transfer[] = [];
    for (const { input, settle } of items) {
      const fun = input.fun ?? false;
      const a = accounts(input.platform, input.code, fun);
      transfers.push({
        key: `game:open:${input.code}`,
        kind: 'game_stake',
        userId,
        description: movementText('stake', input.platform, fun),
        ref: input.code,
        at: input.placedAt,
        legs: [
          { accountId: a.player, amount: -input.stake },
          { accountId: a.open, amount: input.stake },
        ],
      });
      if (settle) {
        const paid = payoutFor(settle.outcome, input.stake, settle.payout);
        transfers.push({
          key: `game:settle:${input.code}`,
          kind: `game_${settle.outcome}`,
          userId,
          description: movementText(settle.outcome, input.platform, fun),
          ref: input.code,
          at: settle.at,
          legs: [
            { accountId: a.open, amount: -input.stake },
            { accountId: a.player, amount: paid },
            { accountId: a.result, amount: input.stake - paid },
          ],
        });
      }
    }
    for (let i = 0; i < transfers.length; i += CHUNK) await post(tx, transfers.slice(i, i + CHUNK));
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
