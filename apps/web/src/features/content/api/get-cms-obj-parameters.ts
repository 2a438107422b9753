import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentClient } from './content-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';

/** GET /api/CMS/GetCMSObjParameters: the full parameters of one page (its Content included); a refusal (CONTENT_NOT_FOUND) counts as no data. */
export async function getCmsObjParameters(id: number): Promise<Record<string, unknown> | null> {
  const { callResult, calls } = await contentClient();
  const r = await callResult(calls.GetCMSObjParameters, { query: { id: String(id) } });
  return r.ok ? r.data : null;
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
