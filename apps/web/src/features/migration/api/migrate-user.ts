import type { TMigrateUserRequest, TMigrateUserResponse } from '@betsite/contract/migration';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST /api/Account/MigrateUser: migration data plus recaptcha. */
export const migrateUser = (body: TMigrateUserRequest) => api<TMigrateUserResponse>(API.Account.MigrateUser, { method: 'POST', body });
