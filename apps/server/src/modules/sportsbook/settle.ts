import { and, eq, or, like } from 'drizzle-orm';
import { winOf, combinations } from '@betsite/domain/sportsbook';
import type { Db } from '../../db/client.ts';
import { gameTickets } from '../../db/schema/index.ts';
import type { GamePlatformPort, SportLine, TicketDetail, TicketRow } from '../games/port.ts';
import type { SportFeed } from './feed.ts';

/**
 * The results of the feed settle the sportsbook's open tickets through the port
 * (docs/sportsbook.md "Settlement"). `settleTicket` changes a ticket once (a conditional UPDATE in
 * the transaction of its ledger transfer), so running this twice, or in two processes at once,
 * pays once.
 */
export function outcomeOf(t: TicketRow, feed: SportFeed, now: Date): { outcome: 'won' | 'lost'; payout: number; detail: TicketDetail } | null {
  const sport = (t.detail as TicketDetail).sport;
  if (!sport) return null;
  const lines: SportLine[] = [];
  for (const l of sport.lines) {
    const found = /^([EL]\d+)M\dO\d$/.exec(l.OutcomeId_hash);
    if (!found) return null;
    const won = feed.winners(found[1]!, now);
    if (!won) return null; // an event still to finish: the ticket waits
    const win = won.has(l.OutcomeId_hash);
    lines.push({ ...l, Esito: win ? 'Win' : 'Lose', Cod_Esito_vin: win ? l.Cod_Esito : null });
  }
  const quotas = lines.map((l) => l.Quota);
  const wins = lines.map((l) => l.Esito === 'Win');
  let payout = 0;
  if (sport.tipo === 'sistema') {
    const fixed = lines.map((l, i) => (l.Fissa ? i : -1)).filter((i) => i >= 0);
    const free = lines.map((l, i) => (l.Fissa ? -1 : i)).filter((i) => i >= 0);
    for (const el of sport.sistema) {
      const k = Number(/^(\d+)\//.exec(el.Sistema)?.[1]);
      for (const c of combinations(free.length, k)) {
        const combo = [...fixed, ...c.map((i) => free[i]!)];
        if (combo.every((i) => wins[i]))
          payout += winOf(
            el.Importo_scomm,
            combo.map((i) => quotas[i]!),
          );
      }
    }
  } else if (wins.every(Boolean)) {
    payout = winOf(t.stake, quotas);
  }
  return { outcome: payout > 0 ? 'won' : 'lost', payout, detail: { ...(t.detail as TicketDetail), sport: { ...sport, lines } } };
}

export async function settleFinished(db: Db, feed: SportFeed, port: Pick<GamePlatformPort, 'settleTicket'>, now: Date): Promise<number> {
  const open = await db
    .select()
    .from(gameTickets)
    .where(and(eq(gameTickets.platform, 'sport'), eq(gameTickets.status, 1), or(like(gameTickets.code, 'DF%'), like(gameTickets.code, 'FB%'))));
  let settled = 0;
  for (const t of open) {
    const r = outcomeOf(t, feed, now);
    if (!r) continue;
    const done = await port.settleTicket({ code: t.code, outcome: r.outcome, payout: r.payout, detail: r.detail, at: now });
    if (done.ok && !done.replay) settled += 1;
  }
  return settled;
}
