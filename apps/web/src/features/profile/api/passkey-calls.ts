import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPasskey } from '@betsite/contract/passkeys';
import { API } from '@betsite/contract/api-paths';
import { api } from '../../../lib/api.ts';

/** The passkey calls of the Sicurezza tab (issue 38, docs/api-session.md "Passkey"). */
export const passkeysQuery = queryOptions({
  queryKey: ['profile', 'passkeys'],
  queryFn: () => api<TEnvelope<TPasskey[]>>(API.Account.GetPasskeys),
});
export const usePasskeys = () => useQuery(passkeysQuery);

export const addPasskeyOptions = (proof: { password?: string; twofactor?: string }) =>
  api<TEnvelope<Record<string, unknown>>>(API.Account.AddPasskeyOptions, { method: 'POST', body: proof });
export const addPasskey = (name: string, credential: unknown) =>
  api<TEnvelope<TPasskey>>(API.Account.AddPasskey, { method: 'POST', body: { name, credential } });
/** RemovePasskey: with the owner's proof (password, or a current two-factor code). */
export const removePasskey = (id: number, proof: { password?: string; twofactor?: string }) =>
  api<TEnvelope<null>>(API.Account.RemovePasskey, { method: 'POST', body: { id, ...proof } });
