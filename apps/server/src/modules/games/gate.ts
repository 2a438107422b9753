import { ACCOUNT_STATE, EXCLUSION_STATES } from '@betsite/domain/account-status';
import type { Db } from '../../db/client.ts';
import { findUserById } from '../users/repository.ts';

/** Account states that may stake money: provisional and validated accounts. */
const MAY_GAMBLE: number[] = [ACCOUNT_STATE.PROVISIONAL, ACCOUNT_STATE.VALIDATED];

/**
 * THE SELF-EXCLUSION SEAM: whether a player may open a ticket now. Today it reads the account
 * state (self-excluded 7/8, exclusion 9/70/80, blocked, inactive all refuse). Responsible gaming's
 * own server-side check (limits, timed self-exclusion) plugs in here, and only here: every ticket
 * the game platform port opens passes through this function.
 */
export async function mayGamble(db: Db, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  if ((EXCLUSION_STATES as readonly number[]).includes(user.statoConto)) return false;
  return MAY_GAMBLE.includes(user.statoConto);
}
