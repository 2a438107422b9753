import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateApplications } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type NewAffiliateApplication = typeof affiliateApplications.$inferInsert;
export type AffiliateApplicationRow = typeof affiliateApplications.$inferSelect;

export async function insertApplication(db: DbOrTx, values: NewAffiliateApplication): Promise<number> {
  const [row] = await db.insert(affiliateApplications).values(values).returning({ id: affiliateApplications.id });
  return row!.id;
}

/** The newest applications first; the back office reads at most `limit`. */
export function listApplications(db: Db, limit: number): Promise<AffiliateApplicationRow[]> {
  return db.select().from(affiliateApplications).orderBy(desc(affiliateApplications.id)).limit(limit);
}
