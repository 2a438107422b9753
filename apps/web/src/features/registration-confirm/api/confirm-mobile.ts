import type { TConfirmMobileResponse, TSendConfirmMobileResponse } from '@betsite/contract/confirmation';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST /api/Account/ConfirmMobile {code}: reply ErrorCode (0 = verified). */
export const confirmMobile = (code: string) => api<TConfirmMobileResponse>(API.Account.ConfirmMobile, { method: 'POST', body: { code } });
/** POST /api/Account/SendConfirmMobile: sends the SMS code to the logged-in player's mobile. */
export const sendConfirmMobile = () => api<TSendConfirmMobileResponse>(API.Account.SendConfirmMobile, { method: 'POST', body: {} });
