/** The calls of deposits and withdrawals (document 3 §3–§7). */
import { DEPOSIT_CODES } from '../deposit-codes.ts';
import { WITHDRAWAL_CODES } from '../withdrawal-codes.ts';
import type * as D_ from '../deposits.ts';
import type * as W_ from '../withdrawals.ts';
import type * as P_ from '../payments.ts';
import { call, defineCalls, schemaModule } from './define-call.ts';

const deposits = schemaModule<typeof D_>('../deposits.ts');
const withdrawals = schemaModule<typeof W_>('../withdrawals.ts');
const payments = schemaModule<typeof P_>('../payments.ts');

const D = DEPOSIT_CODES;
const W = WITHDRAWAL_CODES;
/** What a provider's return confirmation may answer (PayPal's "came back without paying" included). */
const CONFIRM_CODES = [D.GENERIC, D.DECLINED, D.CANCELLED, D.NOT_FOUND, D.PAYPAL_RETURNED] as const;
const confirmation = { method: 'GET', response: async () => (await deposits()).ZConfirmData, codes: CONFIRM_CODES, endSessionOn401: false } as const;

export const paymentCalls = defineCalls('payments', () => import('./payments.checks.ts'), {
  GetMetodiPagamento: call({
    method: 'GET',
    path: '/api/Account/GetMetodiPagamento',
    query: async () => (await payments()).ZGetMetodiPagamentoQuery,
    response: async () => (await payments()).ZGetMetodiPagamentoResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  Ricarica: call({
    method: 'POST',
    path: '/api/Account/Ricarica',
    body: async () => (await deposits()).ZRicaricaRequest,
    response: async () => (await deposits()).ZRicaricaData,
    codes: [
      D.GENERIC,
      D.METHOD_UNAVAILABLE,
      D.AMOUNT_TOO_LOW,
      D.AMOUNT_TOO_HIGH,
      D.DEPOSITS_DISABLED,
      D.CONTACTS_NOT_VERIFIED,
      D.PASSWORD_CHANGE,
      D.ACCOUNT_STATE,
      D.DEPOSIT_LIMIT,
      D.DECLINED,
      D.OTP_WRONG,
      D.NOT_FOUND,
      D.INVALID_CODE,
    ],
  }),
  DepositWithPaas: call({
    method: 'POST',
    path: '/api/Account/DepositWithPaas',
    body: async () => (await deposits()).ZPaasRequest,
    response: async () => (await deposits()).ZPaasResponse.shape.ResponseData.unwrap(),
    codes: [D.GENERIC, D.METHOD_UNAVAILABLE, D.DEPOSITS_DISABLED, D.CONTACTS_NOT_VERIFIED, D.PASSWORD_CHANGE, D.ACCOUNT_STATE],
  }),
  ConfirmNeteller: call({ ...confirmation, path: '/api/payment/neteller', query: async () => (await deposits()).ZNetellerQuery }),
  ConfirmPaypal: call({ ...confirmation, path: '/api/payment/paypal', query: async () => (await deposits()).ZPaypalQuery }),
  ConfirmPaysafe: call({ ...confirmation, path: '/api/payment/paysafe', query: async () => (await deposits()).ZPaysafeQuery }),
  ConfirmPoste: call({ ...confirmation, path: '/api/payment/poste', query: async () => (await deposits()).ZPassThroughQuery }),
  ConfirmSafecharge: call({ ...confirmation, path: '/api/payment/safecharge', query: async () => (await deposits()).ZPassThroughQuery }),
  ConfirmSkrill: call({ ...confirmation, path: '/api/payment/skrillConfirm', query: async () => (await deposits()).ZPassThroughQuery }),
  DepositStatus: call({
    method: 'GET',
    path: '/api/payment/status',
    query: async () => (await deposits()).ZTransactionQuery,
    response: async () => (await deposits()).ZDepositStatusResponse.shape.ResponseData.unwrap(),
    codes: [D.NOT_FOUND],
    endSessionOn401: false,
  }),
  CheckPrimaRicarica: call({
    method: 'GET',
    path: '/api/payment/checkPrimaRicarica',
    query: async () => (await deposits()).ZTransactionQuery,
    response: async () => (await deposits()).ZCheckPrimaRicaricaResponse.shape.ResponseData,
    codes: [D.NOT_FOUND],
    endSessionOn401: false,
  }),
  Prelievo: call({
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
  }),
  GetDatiMastercard: call({
    method: 'GET',
    path: '/api/Account/GetDatiMastercard',
    response: async () => (await withdrawals()).ZSavedCardsResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  GetDatiApco: call({
    method: 'GET',
    path: '/api/Account/GetDatiApco',
    response: async () => (await withdrawals()).ZSavedCardsResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  EL_GetElencoPrelievo: call({
    method: 'GET',
    path: '/api/Account/EL_GetElencoPrelievo',
    response: async () => (await withdrawals()).ZPendingListResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  EL_AnnullaPrelievo: call({
    method: 'GET',
    path: '/api/Account/EL_AnnullaPrelievo',
    query: async () => (await withdrawals()).ZCancelQuery,
    response: async () => (await withdrawals()).ZCancelResponse.shape.ResponseData.unwrap(),
    codes: [W.NOT_FOUND, W.NOT_CANCELLABLE],
  }),
  WithdrawWithPaas: call({
    method: 'POST',
    path: '/api/Account/WithdrawWithPaas',
    body: async () => (await deposits()).ZPaasRequest,
    response: async () => (await deposits()).ZPaasResponse.shape.ResponseData.unwrap(),
    codes: [W.NOT_ALLOWED, W.METHOD_UNAVAILABLE],
  }),
});
