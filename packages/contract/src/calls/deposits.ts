/** The calls of deposits and their provider returns (document 3 §3–§4, §7). */
import { DEPOSIT_CODES as D } from '../deposit-codes.ts';
import type * as D_ from '../deposits.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './deposits.checks.ts';

const deposits = schemaModule<typeof D_>('../deposits.ts');
/** What a provider's return confirmation may answer (PayPal's "came back without paying" included). */
const CONFIRM_CODES = [D.GENERIC, D.DECLINED, D.CANCELLED, D.NOT_FOUND, D.PAYPAL_RETURNED] as const;
const confirmation = { method: 'GET', response: async () => (await deposits()).ZConfirmData, codes: CONFIRM_CODES, endSessionOn401: false } as const;

export const Ricarica = call('deposits.Ricarica', C.Ricarica, {
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
});
export const ConfirmNeteller = call('deposits.ConfirmNeteller', C.ConfirmNeteller, {
  ...confirmation,
  path: '/api/payment/neteller',
  query: async () => (await deposits()).ZNetellerQuery,
});
export const ConfirmPaypal = call('deposits.ConfirmPaypal', C.ConfirmPaypal, {
  ...confirmation,
  path: '/api/payment/paypal',
  query: async () => (await deposits()).ZPaypalQuery,
});
export const ConfirmPaysafe = call('deposits.ConfirmPaysafe', C.ConfirmPaysafe, {
  ...confirmation,
  path: '/api/payment/paysafe',
  query: async () => (await deposits()).ZPaysafeQuery,
});
export const ConfirmPoste = call('deposits.ConfirmPoste', C.ConfirmPoste, {
  ...confirmation,
  path: '/api/payment/poste',
  query: async () => (await deposits()).ZPassThroughQuery,
});
export const ConfirmSafecharge = call('deposits.ConfirmSafecharge', C.ConfirmSafecharge, {
  ...confirmation,
  path: '/api/payment/safecharge',
  query: async () => (await deposits()).ZPassThroughQuery,
});
export const ConfirmSkrill = call('deposits.ConfirmSkrill', C.ConfirmSkrill, {
  ...confirmation,
  path: '/api/payment/skrillConfirm',
  query: async () => (await deposits()).ZPassThroughQuery,
});
export const DepositStatus = call('deposits.DepositStatus', C.DepositStatus, {
  method: 'GET',
  path: '/api/payment/status',
  query: async () => (await deposits()).ZTransactionQuery,
  response: async () => (await deposits()).ZDepositStatusResponse.shape.ResponseData.unwrap(),
  codes: [D.NOT_FOUND],
  endSessionOn401: false,
});
export const CheckPrimaRicarica = call('deposits.CheckPrimaRicarica', C.CheckPrimaRicarica, {
  method: 'GET',
  path: '/api/payment/checkPrimaRicarica',
  query: async () => (await deposits()).ZTransactionQuery,
  response: async () => (await deposits()).ZCheckPrimaRicaricaResponse.shape.ResponseData,
  codes: [D.NOT_FOUND],
  endSessionOn401: false,
});
