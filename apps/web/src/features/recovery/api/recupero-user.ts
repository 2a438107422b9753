import type { TRecoveryResponse, TRecuperoUserRequest } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST api/Account/RecuperoUser {email, security}: the username by e-mail. */
export const recuperoUser = (body: TRecuperoUserRequest) => api<TRecoveryResponse>(API.Account.RecuperoUser, { method: 'POST', body });
