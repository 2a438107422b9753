import { useQuery } from '@tanstack/react-query';
import { paymentCalls } from '@betsite/contract/calls/payments';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { callKey, callQueryOptions, callResult } from '../../../../lib/call-api.ts';

/** The withdrawal area's calls (document 3 §7), each from its definition in @betsite/contract/calls. */
export const withdrawalKeys = {
  pending: callKey(paymentCalls.EL_GetElencoPrelievo),
};

export const withdrawalMethodsQueryOptions = callQueryOptions(paymentCalls.GetMetodiPagamento, { query: { Prelievo: 'true' } }, { staleTime: 60_000 });
export const useWithdrawalMethods = () => useQuery(withdrawalMethodsQueryOptions);

const CARDS = { mastercard: paymentCalls.GetDatiMastercard, apco: paymentCalls.GetDatiApco } as const;
export const savedCardsQueryOptions = (circuit: 'mastercard' | 'apco') => callQueryOptions(CARDS[circuit], undefined, { staleTime: 60_000 });
export const useSavedCards = (circuit: 'mastercard' | 'apco', enabled: boolean) => useQuery({ ...savedCardsQueryOptions(circuit), enabled });

export const pendingQueryOptions = callQueryOptions(paymentCalls.EL_GetElencoPrelievo, undefined, { select: (d) => d.elencoprelieviField });
export const usePendingWithdrawals = () => useQuery(pendingQueryOptions);

export const prelievo = (body: CallBody<typeof paymentCalls.Prelievo>) => callResult(paymentCalls.Prelievo, { body });
export const annullaPrelievo = (ticket: string) => callResult(paymentCalls.EL_AnnullaPrelievo, { query: { ticket } });

/** WithdrawWithPaas (document 3 §7): the provider's endpoint and a one-time token for its iframe. */
export const withdrawWithPaas = (body: { isMobile: boolean; email: string | null; domain: string }) => callResult(paymentCalls.WithdrawWithPaas, { body });
