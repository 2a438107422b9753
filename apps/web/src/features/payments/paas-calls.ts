import { DepositWithPaas, WithdrawWithPaas } from '@betsite/contract/calls/paas';
import { callResult } from '../../lib/call-api.ts';

/**
 * The provider's embedded page (document 3 §7): its endpoint and a one-time token for the iframe,
 * for a deposit or a withdrawal. Apart from the deposit and withdrawal calls, so that the frame
 * (which serves both pages) brings neither page's other calls to the other.
 */
export const depositWithPaas = (body: { isMobile: boolean; primaricarica: boolean; email: string | null; domain: string }) =>
  callResult(DepositWithPaas, { body });
export const withdrawWithPaas = (body: { isMobile: boolean; email: string | null; domain: string }) => callResult(WithdrawWithPaas, { body });
