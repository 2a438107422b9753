import type { TConfirmMobileResponse, TSendConfirmMobileResponse } from '@betsite/contract/confirmation';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST /api/Account/ConfirmMobile {code}: the legacy reply `{ ErrorCode, ErrorMessage }` (0 = verified), no envelope. */
export const confirmMobile = (code: string) => api<TConfirmMobileResponse>(API.Account.ConfirmMobile, { method: 'POST', body: { code } });

/**
 * The envelope of SendConfirmMobile as it came, for the profile's callers of this module (the
 * profile's forms are converted apart); this feature's own step uses `sendMobileCode` (send-mobile-code.ts, apart so that the
 * profile's pages do not load the contract client through this module).
 */
export const sendConfirmMobile = () => api<TSendConfirmMobileResponse>(API.Account.SendConfirmMobile, { method: 'POST', body: {} });
