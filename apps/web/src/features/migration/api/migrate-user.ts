import type { TMigrateUserRequest, TMigrateUserResponse } from '@betsite/contract/migration';
import { api } from '../../../lib/api.ts';

/** POST /api/Account/MigrateUser: migration data plus recaptcha. */
export const migrateUser = (body: TMigrateUserRequest) => api<TMigrateUserResponse>('/api/Account/MigrateUser', { method: 'POST', body });
