import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pepDeclarations, pepOptions } from '../../db/schema/index.ts';
import { clearPepRequest } from '../users/repository.ts';

export type PepOptionRow = typeof pepOptions.$inferSelect;
export type PepDeclaration = typeof pepDeclarations.$inferInsert;

/** Every choice of the three lists, in the order the questionnaire shows them. */
export function listOptions(db: Db): Promise<PepOptionRow[]> {
  return db.select().from(pepOptions).orderBy(asc(pepOptions.list), asc(pepOptions.sort), asc(pepOptions.id));
}

/** One declaration per player (a new one replaces it), and the status check stops asking, together. */
export async function saveDeclaration(db: Db, row: PepDeclaration): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pepDeclarations)
      .values(row)
      .onConflictDoUpdate({ target: pepDeclarations.userId, set: { ...row } });
    await clearPepRequest(tx, row.userId);
  });
}
