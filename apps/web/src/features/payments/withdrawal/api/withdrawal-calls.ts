import { useQuery } from '@tanstack/react-query';
import * as withdrawalCalls from '@betsite/contract/calls/withdrawals';
import { GetMetodiPagamento } from '@betsite/contract/calls/payment-methods';
import { callKey, callQueryOptions } from '../../../../lib/call-api.ts';

/** The withdrawal area's calls (document 3 §7), each from its definition in @betsite/contract/calls. */
export const withdrawalKeys = {
  pending: callKey(withdrawalCalls.EL_GetElencoPrelievo),
};

export const withdrawalMethodsQueryOptions = callQueryOptions(GetMetodiPagamento, { query: { Prelievo: 'true' } }, { staleTime: 60_000 });
export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQueryOptions);

const CARDS = { mastercard: withdrawalCalls.GetDatiMastercard, apco: withdrawalCalls.GetDatiApco } as const;
export const savedCardsQueryOptions = (circuit: 'mastercard' | 'apco') => callQueryOptions(CARDS[circuit], undefined, { staleTime: 60_000 });
export const useSavedCards = (circuit: 'mastercard' | 'apco', enabled: boolean) => useQuery({ ...savedCardsQueryOptions(circuit), enabled });

export const pendingQueryOptions = callQueryOptions(withdrawalCalls.EL_GetElencoPrelievo, undefined, { select: (d) => d.elencoprelieviField });
export const usePendingWithdrawals = () => useQuery(pendingQueryOptions);
