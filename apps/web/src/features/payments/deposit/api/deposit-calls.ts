import { useQuery } from '@tanstack/react-query';
import * as depositCalls from '@betsite/contract/calls/deposits';
import { GetMetodiPagamento } from '@betsite/contract/calls/payment-methods';
import * as rgCalls from '@betsite/contract/calls/responsible-gaming';
import type { ApiPath } from '@betsite/contract/api-paths';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { callApi, callQueryOptions, callResult } from '../../../../lib/call-api.ts';

/** The deposit area's calls (document 3 §7), each from its definition in @betsite/contract/calls. */
export const depositKeys = {
  methods: (prelievo: boolean) => [GetMetodiPagamento.name, { query: { Prelievo: String(prelievo) } }] as const,
  exclusions: [rgCalls.GetTipiAutoesclusioneTrasversale.name] as const,
};

/** The player's self-exclusions in force, for the deposit page's block (the end date it names). */
export const useActiveExclusions = (enabled: boolean) =>
  useQuery(callQueryOptions(rgCalls.GetTipiAutoesclusioneTrasversale, undefined, { select: (d) => d.attive, enabled }));

/** The deposit methods (`Prelievo=false`), shared in the cache under one key with the page's loader. */
export const depositMethodsQueryOptions = callQueryOptions(GetMetodiPagamento, { query: { Prelievo: 'false' } }, { staleTime: 60_000 });
export const useDepositMethods = () => useQuery(depositMethodsQueryOptions);

/**
 * Ricarica, for a mutation: its data with the message the answer carries (XElektra's SMS step names
 * the number the code went to), or the `Refusal` thrown.
 */
export async function ricarica(body: CallBody<typeof depositCalls.Ricarica>) {
  const r = await callResult(depositCalls.Ricarica, { body });
  if (!r.ok) throw r.refusal;
  return r;
}

const CONFIRMATIONS = [
  depositCalls.ConfirmNeteller,
  depositCalls.ConfirmPaypal,
  depositCalls.ConfirmPaysafe,
  depositCalls.ConfirmPoste,
  depositCalls.ConfirmSafecharge,
  depositCalls.ConfirmSkrill,
];
/** Result confirmations: the provider's confirmation call (by the path the result plan chose) with the query its return carried. */
export const confirmPayment = (path: ApiPath, query: Record<string, string>) => {
  const def = CONFIRMATIONS.find((c) => c.path === path);
  if (!def) throw new Error(`no confirmation call for ${path}`);
  // Every confirmation answers the same data; the pass-through one's type stands for them all.
  return callResult(def as typeof depositCalls.ConfirmPoste, { query });
};

export const depositStatus = (transactionId: string) => callApi(depositCalls.DepositStatus, { query: { transactionId } });

export const checkPrimaRicarica = (transactionId: string) => callApi(depositCalls.CheckPrimaRicarica, { query: { transactionId } });
