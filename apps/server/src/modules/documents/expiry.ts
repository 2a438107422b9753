import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../wallet/ledger.ts';
import { playerDocuments, playerProfiles } from '../../db/schema/index.ts';

/**
 * The expiry date (YYYY-MM-DD) of the player's identity document when it has passed (Italian
 * date) and no upload has been approved since that day; null otherwise (no profile, not expired,
 * or a newer document approved). Issue 35: an expired document blocks withdrawals until a valid one
 * is approved.
 */
export async function expiredIdentityDocument(db: DbOrTx, userId: number, now: Date): Promise<string | null> {
  const [p] = await db.select({ expiry: playerProfiles.dataScadenzaDocumento }).from(playerProfiles).where(eq(playerProfiles.userId, userId));
  if (!p) return null;
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  if (p.expiry >= today) return null;
  const [approved] = await db
    .select({ one: sql<number>`1` })
    .from(playerDocuments)
    .where(and(eq(playerDocuments.userId, userId), eq(playerDocuments.stato, 0), gte(playerDocuments.reviewedAt, new Date(`${p.expiry}T00:00:00Z`))))
    .limit(1);
  return approved ? null : p.expiry;
}
