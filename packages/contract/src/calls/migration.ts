/** The migration of a multi-account player to a single account (document 2 §2–§5). */
import { MIGRATION_CODES as M } from '../migration-codes.ts';
import type * as M_ from '../migration.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './migration.checks.ts';

const migration = schemaModule<typeof M_>('../migration.ts');

export const MigrateUser = call('migration.MigrateUser', C.MigrateUser, {
  method: 'POST',
  path: '/api/Account/MigrateUser',
  body: async () => (await migration()).ZMigrateUserRequest,
  response: async () => (await migration()).ZMigrateUserData,
  codes: [M.NOT_FOUND, M.ALREADY_MIGRATED, M.USERNAME_TAKEN, M.FISCAL_CODE_IN_USE, M.EMAIL_IN_USE, M.MOBILE_IN_USE, M.TOO_MANY_ATTEMPTS],
});
