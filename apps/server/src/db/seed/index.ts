import type { Db } from '../client.ts';
import { seedContent } from './content.ts';
import { seedPayments } from './payments.ts';
import { seedSite } from './site.ts';
import { seedUsers } from './users.ts';

/** Demo data, idempotent: safe on every start. Each area adds its own seed step here. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedSite(db);
  await seedUsers(db);
  await (await import('./recovery.ts')).seedRecovery(db);
  await seedPayments(db);
  await (await import('./withdrawals.ts')).seedWithdrawals(db);
  await seedContent(db);
  await (await import('./registration.ts')).seedRegistration(db);
}
