/** The payment methods offered to the player, for deposits and withdrawals alike (document 3 §3, §5). */
import type * as P_ from '../payments.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './payment-methods.checks.ts';

const payments = schemaModule<typeof P_>('../payments.ts');

export const GetMetodiPagamento = call('payment-methods.GetMetodiPagamento', C.GetMetodiPagamento, {
  method: 'GET',
  path: '/api/Account/GetMetodiPagamento',
  query: async () => (await payments()).ZGetMetodiPagamentoQuery,
  response: async () => (await payments()).ZGetMetodiPagamentoResponse.shape.ResponseData.unwrap(),
  codes: [],
});
