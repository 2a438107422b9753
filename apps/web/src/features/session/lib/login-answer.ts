import type { LoginUser2FA } from '@betsite/contract/calls/session';
import type { TLoginData } from '@betsite/contract/session';
import type { CallResult } from '../../../lib/call-api.ts';

/**
 * A login's answer (LoginUser2FA, LoginUserSSO, LoginUserPasskey) as the login page reads it: its
 * code, message and data. Most of document 1 §4's codes are no failure (logged in with a notice,
 * two-factor asked, a device to authorise), so the page branches on the code with
 * `@betsite/domain/login-outcome` instead of treating a refusal as an error.
 */
export interface LoginAnswer {
  code: number;
  message: string | null;
  data: TLoginData | null;
}

export const loginAnswer = (r: CallResult<typeof LoginUser2FA>): LoginAnswer =>
  r.ok ? { code: 0, message: r.message, data: r.data } : { code: r.refusal.code, message: r.refusal.message, data: r.refusal.data };
