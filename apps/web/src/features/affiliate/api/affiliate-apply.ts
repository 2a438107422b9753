import * as affiliateCalls from '@betsite/contract/calls/affiliate';
import type { CallBody } from '@betsite/contract/calls/define-call';
import { ApiError, NetworkError } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/call-api.ts';

/**
 * POST /api/Affiliate/Apply, form-encoded as the affiliates endpoint expects (document 2 §7), so it
 * bypasses the JSON client; the answer is read with the call's definition (its data and message, or
 * a `Refusal`), like every defined call.
 */
export async function affiliateApply(values: CallBody<typeof affiliateCalls.Apply>) {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) form.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(affiliateCalls.Apply.path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await res.json().catch(() => null)) as { ResponseMessage?: string; errors?: { field: string; message: string }[] } | null;
  if (!res.ok || !data) throw new ApiError(res.status, data?.ResponseMessage ?? '', data?.errors ?? []);
  return unwrap(affiliateCalls.Apply, data);
}
