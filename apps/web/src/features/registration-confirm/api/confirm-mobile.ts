import * as confirmationCalls from '@betsite/contract/calls/confirmation';
import { callApi } from '../../../lib/call-api.ts';

/** ConfirmMobile {code}: the legacy reply `{ ErrorCode, ErrorMessage }` (0 = verified), no envelope. */
export const confirmMobile = (code: string) => callApi(confirmationCalls.ConfirmMobile, { body: { code } });
