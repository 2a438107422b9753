import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TCancelResponse, TPendingListResponse, TSavedCard, TWithdrawalRequest, TWithdrawalResponse } from '@betsite/contract/withdrawals';
import { api } from '../../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per legacy call of the withdrawal area (document 3 §7); query keys from one factory. */
export const withdrawalKeys = {
  // Same key the deposit area uses for GetMetodiPagamento, so both share the cached list.
  methods: ['payments', 'methods', true] as const,
  cards: (circuit: 'mastercard' | 'apco') => ['withdrawals', 'cards', circuit] as const,
  pending: ['withdrawals', 'pending'] as const,
};

export const getWithdrawalMethods = async () =>
  (
    await api<TEnvelope<TPaymentMethod[]>>(API.Account.GetMetodiPagamento, {
      query: { Prelievo: 'true' },
    })
  ).ResponseData ?? [];
export const withdrawalMethodsQueryOptions = queryOptions({
  queryKey: withdrawalKeys.methods,
  queryFn: getWithdrawalMethods,
  staleTime: 60_000,
});
export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQueryOptions);

const CARD_PATH = {
  mastercard: API.Account.GetDatiMastercard,
  apco: API.Account.GetDatiApco,
} as const;
export const getSavedCards = async (circuit: 'mastercard' | 'apco') => (await api<TEnvelope<TSavedCard[]>>(CARD_PATH[circuit])).ResponseData ?? [];
export const savedCardsQueryOptions = (circuit: 'mastercard' | 'apco') =>
  queryOptions({
    queryKey: withdrawalKeys.cards(circuit),
    queryFn: () => getSavedCards(circuit),
    staleTime: 60_000,
  });
export const useSavedCards = (circuit: 'mastercard' | 'apco', enabled: boolean) => useQuery({ ...savedCardsQueryOptions(circuit), enabled });

export const getElencoPrelievo = async () => (await api<TPendingListResponse>(API.Account.EL_GetElencoPrelievo)).ResponseData?.elencoprelieviField ?? [];
export const pendingQueryOptions = queryOptions({
  queryKey: withdrawalKeys.pending,
  queryFn: getElencoPrelievo,
});
export const usePendingWithdrawals = () => useQuery(pendingQueryOptions);

export const prelievo = (body: TWithdrawalRequest) => api<TWithdrawalResponse>(API.Account.Prelievo, { method: 'POST', body });
export const annullaPrelievo = (ticket: string) =>
  api<TCancelResponse>(API.Account.EL_AnnullaPrelievo, {
    query: { ticket },
  });

/** WithdrawWithPaas (document 3 §7): the provider's endpoint and a one-time token for its iframe. */
export const withdrawWithPaas = (body: { isMobile: boolean; email: string | null; domain: string }) =>
  api<TEnvelope<{ endpoint: string; token: string }>>(API.Account.WithdrawWithPaas, { method: 'POST', body });
