import type { TAffiliateApplyResponse, TAffiliateRequest } from '@betsite/contract/affiliate';
import { ApiError, NetworkError } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/**
 * POST /api/Affiliate/Apply, form-encoded as the affiliates endpoint expects (document 2 §7),
 * so it bypasses the JSON client; the reply reads success.
 */
export async function affiliateApply(values: TAffiliateRequest): Promise<TAffiliateApplyResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) form.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(API.Affiliate.Apply, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  } catch {
    throw new NetworkError();
  }
  const data = (await res.json().catch(() => null)) as (TAffiliateApplyResponse & { errors?: { field: string; message: string }[] }) | null;
  if (!res.ok || !data) throw new ApiError(res.status, data?.ResponseMessage ?? '', data?.errors ?? []);
  return data;
}
