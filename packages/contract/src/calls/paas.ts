/** The payment provider's embedded page (PaaS): an endpoint and a one-time token, for a deposit or a withdrawal (document 3 §7). */
import { DEPOSIT_CODES as D } from '../deposit-codes.ts';
import { WITHDRAWAL_CODES as W } from '../withdrawal-codes.ts';
import type * as D_ from '../deposits.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './paas.checks.ts';

const deposits = schemaModule<typeof D_>('../deposits.ts');

export const DepositWithPaas = call('paas.DepositWithPaas', C.DepositWithPaas, {
  method: 'POST',
  path: '/api/Account/DepositWithPaas',
  body: async () => (await deposits()).ZPaasRequest,
  response: async () => (await deposits()).ZPaasResponse.shape.ResponseData.unwrap(),
  codes: [D.GENERIC, D.METHOD_UNAVAILABLE, D.DEPOSITS_DISABLED, D.CONTACTS_NOT_VERIFIED, D.PASSWORD_CHANGE, D.ACCOUNT_STATE],
});
export const WithdrawWithPaas = call('paas.WithdrawWithPaas', C.WithdrawWithPaas, {
  method: 'POST',
  path: '/api/Account/WithdrawWithPaas',
  body: async () => (await deposits()).ZPaasRequest,
  response: async () => (await deposits()).ZPaasResponse.shape.ResponseData.unwrap(),
  codes: [W.NOT_ALLOWED, W.METHOD_UNAVAILABLE],
});
