import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../wallet/ledger.ts';
import { playerDocuments, playerProfiles } from '../../db/schema/index.ts';

/** Why the player's identity document stops a withdrawal, or null. */
export type IdentityDocumentBlock = { kind: 'expired'; expiry: string } | { kind: 'unverified' };

/**
 * Whether the player's identity document stops withdrawals (issue 35), judged on verified data only:
 * - `unverified`: the player changed the document's data in the profile and no upload made since
 *   has been approved — a typed expiry date is the player's word, and would otherwise lift (or put
 *   off for years) the block below;
 * - `expired`: the expiry date (YYYY-MM-DD) has passed (Italian date) and no upload has been
 *   approved since that day;
 * null otherwise (no profile, not expired, or a newer document approved).
 */
export async function identityDocumentBlock(db: DbOrTx, userId: number, now: Date): Promise<IdentityDocumentBlock | null> {
  const [p] = await db
    .select({ expiry: playerProfiles.dataScadenzaDocumento, changedAt: playerProfiles.documentoModificatoAt })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId));
  if (!p) return null;
  const approvedSince = async (since: Date, column: typeof playerDocuments.uploadedAt | typeof playerDocuments.reviewedAt) => {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(playerDocuments)
      .where(and(eq(playerDocuments.userId, userId), eq(playerDocuments.stato, 0), gte(column, since)))
      .limit(1);
    return Boolean(row);
  };
  if (p.changedAt && !(await approvedSince(p.changedAt, playerDocuments.uploadedAt))) return { kind: 'unverified' };
  const today = now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  if (p.expiry >= today) return null;
  return (await approvedSince(new Date(`${p.expiry}T00:00:00Z`), playerDocuments.reviewedAt)) ? null : { kind: 'expired', expiry: p.expiry };
}
