import { authenticator } from 'otplib';
import type { Db } from '../db/client.ts';
import { usedTotpSteps } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

/**
 * A TOTP code is valid in the current 30-second step ±1, and each step can be used once per player
 * (login and the Sicurezza tab share the record, so a code seen once cannot be replayed anywhere).
 */
export async function consumeTotp(db: Db, clock: Clock, userId: number, secret: string, code: string): Promise<boolean> {
  const epoch = clock.now().getTime();
  const totp = authenticator.clone({ epoch, window: 1 });
  let delta: number | null;
  try {
    delta = totp.checkDelta(code, secret);
  } catch {
    return false;
  }
  if (delta === null) return false;
  const step = Math.floor(epoch / 30_000) + delta;
  const inserted = await db.insert(usedTotpSteps).values({ userId, step }).onConflictDoNothing().returning({ step: usedTotpSteps.step });
  return inserted.length === 1;
}
