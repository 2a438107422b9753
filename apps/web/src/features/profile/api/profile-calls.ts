import * as profileCalls from '@betsite/contract/calls/profile';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import { answerUnauthorized, ApiError, NetworkError } from '../../../lib/api.ts';
import { callKey, unwrap, useCallQuery } from '../../../lib/call-api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { API } from '@betsite/contract/api-paths';

/** The profile area's calls (document 2 §7 "Profile, password, two-factor"), typed from their definitions in the contract. */
export { profileCalls };
export const anagraficaKey = callKey(profileCalls.EL_GetAnagrafica);
export const useAnagrafica = () => useCallQuery(profileCalls.EL_GetAnagrafica);
export const documentsKey = callKey(profileCalls.GetDocumenti);
export const useDocuments = () => useCallQuery(profileCalls.GetDocumenti);

/** Raw authenticated request for what is not JSON (the multipart upload, the image itself). */
async function authFetch(url: string, init: RequestInit = {}, retried = false): Promise<Response> {
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
    // As for every call: a token another tab's renewal replaced is sent again with the new one, and only a session really over ends.
    if (res.status === 401 && token && (await answerUnauthorized(token)) && !retried) return authFetch(url, init, true);
    throw new ApiError(res.status, data?.ResponseMessage ?? HTTP_TEXT.internal('-'), data?.errors ?? []);
  }
  return res;
}

/** Multipart upload of the front and/or back (fields 'fronte', 'retro'); the answer is read through the call's definition (data and message, or a `Refusal`). */
export async function uploadDocumenti(files: { fronte?: File | null; retro?: File | null }) {
  const form = new FormData();
  if (files.fronte) form.append('fronte', files.fronte);
  if (files.retro) form.append('retro', files.retro);
  const res = await authFetch(profileCalls.UploadDocumenti.path, { method: 'POST', body: form });
  return unwrap(profileCalls.UploadDocumenti, await res.json().catch(() => null));
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
