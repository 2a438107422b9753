import { RG_TEXT } from '@betsite/contract/responsible-gaming-messages';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { activeExclusions } from './repository.ts';

/**
 * The one server-side self-exclusion check for everything a player does with money other than
 * withdrawing: deposits use it through `depositAllowance`; the game platform and the bonus module
 * (later issues) must call `assertMayPlay` / `assertMayRedeemBonus` before opening a game or
 * crediting a bonus (docs/responsible-gaming.md). `product` is 'all' or one product
 * ('sport', 'casino', 'poker', …); an exclusion of every product covers them all.
 */
export async function exclusionRefusal(db: Db, clock: Clock, userId: number, product: string): Promise<string | null> {
  const active = await activeExclusions(db, userId, clock.now());
  if (active.some((e) => e.product === 'all')) return RG_TEXT.excluded;
  if (product !== 'all' && active.some((e) => e.product === product)) return RG_TEXT.excludedProduct;
  return null;
}

/** Throws 403 with the Italian reason when the player may not play `product`. */
export async function assertMayPlay(deps: { db: Db; clock: Clock }, userId: number, product: string): Promise<void> {
  const refusal = await exclusionRefusal(deps.db, deps.clock, userId, product);
  if (refusal) throw forbidden(refusal);
}

/** Throws 403 when the player may not redeem a bonus for `product` ('all' for a bonus on the whole account). */
export const assertMayRedeemBonus = assertMayPlay;
