import * as profileCalls from '@betsite/contract/calls/profile';
import { callKey, useCallQuery } from '../../../lib/call-api.ts';

/** The passkey calls of the Sicurezza tab (issue 38, docs/api-session.md "Passkey"), typed from their definitions. */
export const passkeysKey = callKey(profileCalls.GetPasskeys);
export const usePasskeys = () => useCallQuery(profileCalls.GetPasskeys);
export { profileCalls };
