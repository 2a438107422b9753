import { and, eq, or, like } from 'drizzle-orm';
import { ticketPayout, VOID_ODDS } from '@betsite/domain/sportsbook';
import type { Db } from '../../db/client.ts';
import { gameTickets } from '../../db/schema/index.ts';
import type { GamePlatformPort, SportLine, TicketDetail, TicketRow } from '../games/port.ts';
import { lineResultOf, type SportFeed } from './feed.ts';

/**
 * The results of the feed settle the sportsbook's open tickets through the port
 * (docs/sportsbook.md "Settlement"); a void line (an event not played) is paid at 1,00.
 * `settleTicket` changes a ticket once (a conditional UPDATE in the transaction of its ledger
 * transfer), so running this twice, or in two processes at once, pays once.
 */
export function outcomeOf(t: TicketRow, feed: SportFeed, now: Date): { outcome: 'won' | 'lost' | 'refunded'; payout: number; detail: TicketDetail } | null {
  const sport = (t.detail as TicketDetail).sport;
  if (!sport) return null;
  const lines: SportLine[] = [];
  for (const l of sport.lines) {
    const result = lineResultOf(feed, l.OutcomeId_hash, now);
    if (!result) return null; // an event still to finish (or not the feed's): the ticket waits
    if (result === 'void') lines.push({ ...l, Esito: 'Void', Quota_pag: VOID_ODDS, Cod_Esito_vin: null });
    else lines.push({ ...l, Esito: result === 'won' ? 'Win' : 'Lose', Quota_pag: l.Quota, Cod_Esito_vin: result === 'won' ? l.Cod_Esito : null });
  }
  const payout = ticketPayout(
    sport.tipo,
    t.stake,
    sport.sistema,
    lines.map((l) => ({ paid: l.Quota_pag, lost: l.Esito === 'Lose', fissa: l.Fissa })),
  );
  // Every line void: the stake goes back, as a refund (not a win), whatever the kind of ticket.
  const outcome = lines.every((l) => l.Esito === 'Void') ? 'refunded' : payout > 0 ? 'won' : 'lost';
  return { outcome, payout, detail: { ...(t.detail as TicketDetail), sport: { ...sport, lines } } };
}

/** The sportsbook's open tickets (DF prematch, FB live): what settlement and Cash Out look at. */
export const openBookTickets = and(
  eq(gameTickets.platform, 'sport'),
  eq(gameTickets.status, 1),
  or(like(gameTickets.code, 'DF%'), like(gameTickets.code, 'FB%')),
);

export async function settleFinished(db: Db, feed: SportFeed, port: Pick<GamePlatformPort, 'settleTicket'>, now: Date): Promise<number> {
  const open = await db.select().from(gameTickets).where(openBookTickets);
  let settled = 0;
  for (const t of open) {
    const r = outcomeOf(t, feed, now);
    if (!r) continue;
    const done = await port.settleTicket({ code: t.code, outcome: r.outcome, payout: r.payout, detail: r.detail, at: now });
    if (done.ok && !done.replay) settled += 1;
  }
  return settled;
}
