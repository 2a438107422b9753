import type { TRecoveryResponse, TRecuperoUserRequest } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';

/** POST api/Account/RecuperoUser {email, security}: the username by e-mail. */
export const recuperoUser = (body: TRecuperoUserRequest) => api<TRecoveryResponse>('/api/Account/RecuperoUser', { method: 'POST', body });
