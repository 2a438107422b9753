import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as statementCalls from '@betsite/contract/calls/statement';
import { callApi } from '../../../lib/call-api.ts';
import { rangeOf, type DateChoice } from '../lib/ranges.ts';
import { betsKeys } from './bets-keys.ts';

/**
 * The statement (document 3 §7), from its definition in @betsite/contract/calls/statement: the page loads no other call of the bets area.
 * Its days are worked out when it is read, so a refetch after Italian midnight reads the new day.
 */
export const useStatement = (c: DateChoice) =>
  useQuery({
    queryKey: betsKeys.statement(c),
    queryFn: async ({ signal }) => (await callApi(statementCalls.EL_GetEstrattoConto, { query: { ...rangeOf(c, 'statement') } }, signal)) ?? [],
    placeholderData: keepPreviousData,
  });
