import type { Db } from '../db/client.ts';
import { findUserByUsername } from '../modules/users/repository.ts';
import { writePlayerHistory } from '../modules/games/history.ts';
import { DEMO_USERS } from './users.ts';

/**
 * Demo game history (README "Demo accounts"): demouser1 gets 13 months of tickets on every
 * platform and in every state, reservations and cash-out offers, written through the game platform
 * port; the opening balance is computed so the account still ends on its demo balance.
 */
export const DEMO_HISTORY = [
  { username: 'demouser1', tag: 'U1', tickets: 330, reservations: 6 },
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
    });
  }
}
