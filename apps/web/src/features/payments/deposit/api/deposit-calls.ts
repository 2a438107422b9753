import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TConfirmResponse, TRicaricaRequest, TRicaricaResponse } from '@betsite/contract/deposits';
import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TTipiAutoesclusioneData } from '@betsite/contract/responsible-gaming';
import { api } from '../../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per legacy call of the deposit area (document 3 §7). */
export const depositKeys = {
  methods: (prelievo: boolean | null) => ['payments', 'methods', prelievo] as const,
  exclusions: ['payments', 'exclusions'] as const,
};

/** The player's self-exclusions in force, for the deposit page's block (the end date it names). */
export const useActiveExclusions = (enabled: boolean) =>
  useQuery({
    queryKey: depositKeys.exclusions,
    queryFn: async () => (await api<TEnvelope<TTipiAutoesclusioneData>>(API.Account.GetTipiAutoesclusioneTrasversale)).ResponseData?.attive ?? [],
    enabled,
  });

export const getMetodiPagamento = async (prelievo: boolean | null) =>
  (await api<TEnvelope<TPaymentMethod[]>>(API.Account.GetMetodiPagamento, { query: { Prelievo: prelievo === null ? 'null' : String(prelievo) } }))
    .ResponseData ?? [];

export const depositMethodsQueryOptions = queryOptions({
  queryKey: depositKeys.methods(false),
  queryFn: () => getMetodiPagamento(false),
  staleTime: 60_000,
});
export const useDepositMethods = () => useQuery(depositMethodsQueryOptions);

export const ricarica = (body: TRicaricaRequest) => api<TRicaricaResponse>(API.Account.Ricarica, { method: 'POST', body });

export const depositWithPaas = (body: { isMobile: boolean; primaricarica: boolean; email: string | null; domain: string }) =>
  api<TEnvelope<{ endpoint: string; token: string }>>(API.Account.DepositWithPaas, { method: 'POST', body });

/** Result confirmations: the path and the query the provider's return carried. */
export const confirmPayment = (path: string, query: Record<string, string>) => api<TConfirmResponse>(path, { query, endSessionOn401: false });

export const depositStatus = (transactionId: string) =>
  api<TEnvelope<{ transactionId: string; status: 'created' | 'pending' | 'success' | 'failed' | 'cancelled'; amount: number }>>(API.payment.status, {
    query: { transactionId },
    endSessionOn401: false,
  });

export const checkPrimaRicarica = (transactionId: string) =>
  api<TEnvelope<boolean>>(API.payment.checkPrimaRicarica, { query: { transactionId }, endSessionOn401: false });
