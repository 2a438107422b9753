import type { Db } from '../../db/client.ts';
import { siteModules, siteVariables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/** Every site module and every site variable, as stored. */
export async function loadSettings(db: Db) {
  const [modules, variables] = await Promise.all([db.select().from(siteModules), db.select().from(siteVariables)]);
  return { modules, variables };
}

/** Creates or changes a module's switch. */
export async function upsertModule(db: DbOrTx, name: string, enabled: boolean): Promise<void> {
  await db.insert(siteModules).values({ name, enabled }).onConflictDoUpdate({ target: siteModules.name, set: { enabled } });
}

/** Creates or changes a variable's value. */
export async function upsertVariable(db: DbOrTx, name: string, value: string): Promise<void> {
  await db.insert(siteVariables).values({ name, value }).onConflictDoUpdate({ target: siteVariables.name, set: { value } });
}
