/**
 * The statement's call (document 3 §7), in a group of its own: the statement page loads only its
 * definition and check, not those of the bet list, tickets, cash-out and print (bets.ts).
 */
import type * as B_ from '../bets.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './statement.checks.ts';

const bets = schemaModule<typeof B_>('../bets.ts');

export const EL_GetEstrattoConto = call('statement.EL_GetEstrattoConto', C.EL_GetEstrattoConto, {
  method: 'GET',
  path: '/api/Account/EL_GetEstrattoConto',
  query: async () => (await bets()).ZRangeQuery,
  response: async () => (await bets()).ZStatementResponse.shape.ResponseData,
  codes: [],
});
