import type { TGetSecurityQuestionRequest, TGetSecurityQuestionResponse } from '@betsite/contract/recovery';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** POST api/Account/GetSecurityQuestion {Value, Recaptcha}: the secret question for the username recovery. */
export const getSecurityQuestion = (body: TGetSecurityQuestionRequest) =>
  api<TGetSecurityQuestionResponse>(API.Account.GetSecurityQuestion, { method: 'POST', body });
