import type { Call, CallBody, CallData } from '@betsite/contract/calls/define-call';
import { ApiError, NetworkError } from './api.ts';
import { unwrap } from './call-api.ts';

/**
 * The client of a call sent form-encoded (`form: true` in its definition: the affiliates endpoint),
 * apart from call-api.ts so that only the page that makes one carries it: the body as
 * `application/x-www-form-urlencoded` (each value as text, null and undefined left out), no bearer,
 * and the answer read with the definition like every call's: its data and message, or a `Refusal`.
 */
export async function callForm<D extends Call & { form?: true }>(def: D, body: CallBody<D>): Promise<{ data: CallData<D>; message: string | null }> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (v !== undefined && v !== null) form.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(def.path, {
      method: def.method,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await res.json().catch(() => null)) as { ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
  if (!res.ok || !data) throw new ApiError(res.status, data?.ResponseMessage ?? '', data?.errors ?? []);
  return unwrap(def, data);
}
