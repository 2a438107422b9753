import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as statementCalls from '@betsite/contract/calls/statement';
import { callApi } from '../../../lib/call-api.ts';
import type { Range } from './bets-calls.ts';
import { betsKeys } from './bets-keys.ts';

/** The statement (document 3 §7), from its definition in @betsite/contract/calls/statement: the page loads no other call of the bets area. */
export const useStatement = (r: Range) =>
  useQuery({
    queryKey: betsKeys.statement(r.dateda, r.datea),
    queryFn: async ({ signal }) => (await callApi(statementCalls.EL_GetEstrattoConto, { query: { ...r } }, signal)) ?? [],
    placeholderData: keepPreviousData,
  });
