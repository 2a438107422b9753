/** The calls of withdrawals (document 3 §5–§6). */
import { WITHDRAWAL_CODES as W } from '../withdrawal-codes.ts';
import type * as W_ from '../withdrawals.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './withdrawals.checks.ts';

const withdrawals = schemaModule<typeof W_>('../withdrawals.ts');

export const Prelievo = call('withdrawals.Prelievo', C.Prelievo, {
  method: 'POST',
  path: '/api/Account/Prelievo',
  body: async () => (await withdrawals()).ZWithdrawalRequest,
  response: async () => (await withdrawals()).ZWithdrawalData,
  /** OTP_REQUIRED carries the withdrawal's data (where the code went) beside the refusal. */
  refused: async () => (await withdrawals()).ZWithdrawalData.partial().nullable(),
  codes: [
    W.OTP_REQUIRED,
    W.OTP_INVALID,
    W.WRONG_PASSWORD,
    W.INSUFFICIENT_FUNDS,
    W.DAILY_LIMIT,
    W.AMOUNT_OUT_OF_RANGE,
    W.NOT_ALLOWED,
    W.METHOD_UNAVAILABLE,
    W.CARD_NOT_OWNED,
    W.TOO_MANY_CODES,
  ],
});
export const GetDatiMastercard = call('withdrawals.GetDatiMastercard', C.GetDatiMastercard, {
  method: 'GET',
  path: '/api/Account/GetDatiMastercard',
  query: async () => (await withdrawals()).ZCookieQuery,
  response: async () => (await withdrawals()).ZSavedCardsResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetDatiApco = call('withdrawals.GetDatiApco', C.GetDatiApco, {
  method: 'GET',
  path: '/api/Account/GetDatiApco',
  query: async () => (await withdrawals()).ZCookieQuery,
  response: async () => (await withdrawals()).ZSavedCardsResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const EL_GetElencoPrelievo = call('withdrawals.EL_GetElencoPrelievo', C.EL_GetElencoPrelievo, {
  method: 'GET',
  path: '/api/Account/EL_GetElencoPrelievo',
  query: async () => (await withdrawals()).ZCookieQuery,
  response: async () => (await withdrawals()).ZPendingListResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const EL_AnnullaPrelievo = call('withdrawals.EL_AnnullaPrelievo', C.EL_AnnullaPrelievo, {
  method: 'GET',
  path: '/api/Account/EL_AnnullaPrelievo',
  query: async () => (await withdrawals()).ZCancelQuery,
  response: async () => (await withdrawals()).ZCancelResponse.shape.ResponseData.unwrap(),
  codes: [W.NOT_FOUND, W.NOT_CANCELLABLE],
});
