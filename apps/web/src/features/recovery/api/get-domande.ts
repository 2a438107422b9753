import type { TGetDomandeResponse } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** GET api/Account/GetDomande?email (&recaptcha, our addition): the secret question for the password recovery. */
export const getDomande = (email: string, recaptcha: string) => api<TGetDomandeResponse>(API.Account.GetDomande, { query: { email, recaptcha } });
