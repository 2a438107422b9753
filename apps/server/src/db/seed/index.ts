import type { Db } from '../client.ts';
import { seedSite } from './site.ts';
import { seedUsers } from './users.ts';

/** Demo data, idempotent: safe on every start. Each area adds its own seed step here. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedSite(db);
  await seedUsers(db);
}
