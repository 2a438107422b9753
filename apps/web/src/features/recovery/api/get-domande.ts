import type { TGetDomandeResponse } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';

/** GET api/Account/GetDomande?email (&recaptcha, our addition): the secret question for the password recovery. */
export const getDomande = (email: string, recaptcha: string) => api<TGetDomandeResponse>('/api/Account/GetDomande', { query: { email, recaptcha } });
