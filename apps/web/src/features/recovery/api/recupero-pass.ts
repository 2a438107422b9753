import type { TRecoveryResponse, TRecuperoPassRequest } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST api/Account/RecuperoPass {email, security list}: a new temporary password by e-mail. */
export const recuperoPass = (body: TRecuperoPassRequest) => api<TRecoveryResponse>(API.Account.RecuperoPass, { method: 'POST', body });
