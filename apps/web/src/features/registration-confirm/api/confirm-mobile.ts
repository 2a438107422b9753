import type { TConfirmMobileResponse, TSendConfirmMobileResponse } from '@betsite/contract/confirmation';
import { api } from '../../../lib/api.ts';

/** POST /api/Account/ConfirmMobile {code}: reply ErrorCode (0 = verified). */
export const confirmMobile = (code: string) => api<TConfirmMobileResponse>('/api/Account/ConfirmMobile', { method: 'POST', body: { code } });
/** POST /api/Account/SendConfirmMobile: sends the SMS code to the logged-in player's mobile. */
export const sendConfirmMobile = () => api<TSendConfirmMobileResponse>('/api/Account/SendConfirmMobile', { method: 'POST', body: {} });
