import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';
import { API } from '@betsite/contract/api-paths';

/** GET /api/CMS/GetCMSObjParameters: the full parameters of one page (its Content included). */
export async function getCmsObjParameters(id: number): Promise<Record<string, unknown> | null> {
  const r = await api<TEnvelope<Record<string, unknown>>>(API.CMS.GetCMSObjParameters, { query: { id } });
  return r.ResponseCode === 0 ? r.ResponseData : null;
}

export const cmsParametersQueryOptions = (id: number, logged: boolean) =>
  queryOptions({
    queryKey: contentKeys.parameters(id, logged),
    queryFn: () => getCmsObjParameters(id),
    ...contentRetry,
    ...sessionCache,
  });

export function useCmsParameters(id: number | null) {
  const logged = useSession((s) => Boolean(s.user));
  return useQuery({
    ...cmsParametersQueryOptions(id ?? 0, logged),
    enabled: id !== null,
  });
}
