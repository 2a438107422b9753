import type { Db } from '../db/client.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { writePlayerHistory } from '../modules/games/history.ts';
import type { SandboxOutcome } from '../modules/games/sandbox.ts';
import { sandboxSportFeed } from '../modules/sportsbook/sandbox-feed.ts';
import { DEMO_USERS } from './users.ts';

/**
 * Demo game history (README "Demo accounts"): demouser1 gets 13 months of tickets (≥ 300 in its bet list, fun ones apart) on every
 * platform and in every state, reservations and cash-out offers, written through the game platform
 * port; the opening balance is computed so the account still ends on its demo balance.
 */
export const DEMO_HISTORY = [
  { username: 'demouser1', tag: 'U1', tickets: 360, reservations: 6 },
  { username: 'demobets1', tag: 'B1', tickets: 64, reservations: 3 },
] as const;

export async function seedGameHistory(db: Db): Promise<void> {
  for (const h of DEMO_HISTORY) {
    const user = await findUserByUsername(db, h.username);
    const demo = DEMO_USERS.find((d) => d.user.username === h.username);
    if (!user || !demo) continue;
    await writePlayerHistory(db, user.id, {
      tag: h.tag,
      tickets: h.tickets,
      reservations: h.reservations,
      days: 400,
      target: { cash: demo.cash, bonus: demo.bonus },
      reservationOutcomes: feedOutcomes,
    });
  }
}

/**
 * The outcomes of a demo reservation from the sandbox sport feed's prematch schedule (one event
 * each, the 1X2 market), so 'Inserisci nel carrello' puts in the slip what the sportsbook prices
 * and sells; the reservations of different players and indexes take different events.
 */
function feedOutcomes(i: number, n: number, now: Date): SandboxOutcome[] {
  const events = sandboxSportFeed.events(now, { live: false }).filter((e) => e.markets[0]?.outcomes.length);
  return Array.from({ length: Math.min(n, events.length) }, (_, k) => {
    const e = events[(i * 5 + k * 3) % events.length]!;
    const market = e.markets[0]!;
    const outcome = market.outcomes[(i + k) % market.outcomes.length]!;
    return {
      hash: outcome.hash,
      groupName: `${e.sportName} - ${e.competitionName}`,
      descrAvv: `${e.home} - ${e.away}`,
      descrScomm: market.name,
      descrEsito: outcome.label,
      codEsito: outcome.code,
      quota: outcome.quota,
      eventAt: e.start,
    };
  });
}
