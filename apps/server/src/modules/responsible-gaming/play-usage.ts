import { windowStart, type LimitPeriod } from '@betsite/domain/responsible-gaming';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as playRepo from './play-limits-repo.ts';

/** How much of a limit the current window has used: net loss in cents (never below 0) or minutes logged in. */
export async function usedIn(db: DbOrTx, userId: number, kind: playRepo.PlayLimitKind, periodo: LimitPeriod, now: Date): Promise<number> {
  const from = windowStart(periodo, now);
  return kind === 'spend' ? Math.max(0, await playRepo.netLossSince(db, userId, from)) : playRepo.minutesLoggedIn(db, userId, from, now);
}
