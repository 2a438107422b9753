import * as recoveryCalls from '@betsite/contract/calls/recovery';
import { callApi } from '../../../lib/call-api.ts';

/** GET api/Account/GetDomande?email (&recaptcha, our addition): the secret question for the password recovery, in its SOAP-style reply. */
export const getDomande = (email: string, recaptcha: string) => callApi(recoveryCalls.GetDomande, { query: { email, recaptcha } });
