import { ACCOUNT_STATE, EXCLUSION_STATES } from '@betsite/domain/account-status';
import type { Platform } from '@betsite/domain/bets';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { exclusionRefusal } from '../responsible-gaming/guard.ts';
import { findUserById } from '../users/repository.ts';

/** Account states that may stake money: provisional and validated accounts. */
const MAY_GAMBLE: number[] = [ACCOUNT_STATE.PROVISIONAL, ACCOUNT_STATE.VALIDATED];

/**
 * Whether the account's state lets it stake money: self-excluded 7/8, excluded 9/70/80, blocked and
 * inactive accounts may not, and neither may an operator's account (an operator signed in on the
 * site sees it as a player would, but neither plays nor receives bonuses: `mayReceive` asks here). A
 * self-exclusion that leaves the state alone (of one product, or of every product on a provisional
 * account) is `mayPlay`'s to check.
 */
export async function mayGamble(db: Db, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || user.role !== 'player') return false;
  if ((EXCLUSION_STATES as readonly number[]).includes(user.statoConto)) return false;
  return MAY_GAMBLE.includes(user.statoConto);
}

/**
 * The self-exclusion product a platform's tickets belong to (the rule set's choices: 'sport',
 * 'casino', 'poker'). Lotteries have no choice of their own: only an exclusion of every product
 * covers them.
 */
const EXCLUSION_PRODUCT: Record<Platform, string> = {
  sport: 'sport',
  ippica: 'sport',
  virtual: 'sport',
  casino: 'casino',
  gv: 'casino',
  cash: 'poker',
  lotto: 'lotteries',
  '10elotto': 'lotteries',
  millionday: 'lotteries',
};

/**
 * THE SELF-EXCLUSION SEAM: whether a player may open a ticket on `platform` now. The account's state
 * (`mayGamble`) and the self-exclusions in force, of every product or of the platform's own. Every
 * ticket the game platform port opens passes through this function, whatever adapter reports it;
 * the site's own games check the same before they deal (with the Italian reason to show).
 */
export async function mayPlay(db: Db, clock: Clock, userId: number, platform: Platform): Promise<boolean> {
  if (!(await mayGamble(db, userId))) return false;
  return (await exclusionRefusal(db, clock, userId, EXCLUSION_PRODUCT[platform])) === null;
}
