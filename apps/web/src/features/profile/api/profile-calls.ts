import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TAnagrafica, TUpdateUserRequest } from '@betsite/contract/profile';
import type { TDocumentsData } from '@betsite/contract/documents';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { api, ApiError, NetworkError } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per call of the profile area (document 2 §7 "Profile, password, two-factor"). */
export const anagraficaQuery = queryOptions({
  queryKey: ['profile', 'anagrafica'],
  queryFn: () => api<TEnvelope<TAnagrafica>>(API.Account.EL_GetAnagrafica),
});
export const useAnagrafica = () => useQuery(anagraficaQuery);

export type TUpdateUserReply = TEnvelope<{ otpSource: 'sms' | 'email' | null; destinazione: string | null }>;
export const updateUser = (body: TUpdateUserRequest) => api<TUpdateUserReply>(API.Account.UpdateUser, { method: 'POST', body });

export const changePassword = (body: { oldPassword: string; newPassword: string; newPasswordConfirm: string }) =>
  api<TEnvelope<null>>(API.Account.EL_ChangePassword, { method: 'POST', body });

export type TTwoFactorSetup = { qrCode: string; manualCode: string; otpauthUrl: string };
export const activateTwoFactor = () => api<TEnvelope<TTwoFactorSetup>>(API.Account.ActivateTwoFactor, { method: 'POST', body: { enable2fa: true } });
export const verifyTwoFactor = (twofactor: string) => api<TEnvelope<null>>(API.Account.VerifyTwoFactor, { method: 'POST', body: { twofactor } });
/** DeactivateTwoFactor; an active two-factor also needs the password or a current code. */
export const deactivateTwoFactor = (proof: { password?: string; twofactor?: string } = {}) =>
  api<TEnvelope<null>>(API.Account.DeactivateTwoFactor, { method: 'POST', body: { disable2fa: true, ...proof } });

export const documentsQuery = queryOptions({
  queryKey: ['profile', 'documenti'],
  queryFn: () => api<TEnvelope<TDocumentsData>>(API.Account.GetDocumenti),
});
export const useDocuments = () => useQuery(documentsQuery);

/** Raw authenticated request for what is not JSON (the multipart upload, the image itself). */
async function authFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const token = useSession.getState().token;
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'application/json, image/*, application/pdf' },
    });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
    if (res.status === 401) useSession.getState().clear(data?.ResponseMessage ?? HTTP_TEXT.unauthorized);
    throw new ApiError(res.status, data?.ResponseMessage ?? HTTP_TEXT.internal('-'), data?.errors ?? []);
  }
  return res;
}

/** Multipart upload of the front and/or back (fields 'fronte', 'retro'). */
export async function uploadDocumenti(files: { fronte?: File | null; retro?: File | null }): Promise<TEnvelope<TDocumentsData>> {
  const form = new FormData();
  if (files.fronte) form.append('fronte', files.fronte);
  if (files.retro) form.append('retro', files.retro);
  return (await authFetch(API.Account.UploadDocumenti, { method: 'POST', body: form })).json() as Promise<TEnvelope<TDocumentsData>>;
}

/** The player's own document as a blob URL (the call needs the bearer, so no plain <img src>). */
export async function documentBlobUrl(id: number): Promise<string> {
  return URL.createObjectURL(await (await authFetch(`/api/Account/GetDocumento?id=${id}`)).blob());
}

/** DeactivateTwoFactor that survives the page going away (tab closed or reloaded mid-activation). */
export function deactivateTwoFactorOnLeave(): void {
  const token = useSession.getState().token;
  if (!token) return;
  void fetch(API.Account.DeactivateTwoFactor, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ disable2fa: true }),
  }).catch(() => undefined);
}
