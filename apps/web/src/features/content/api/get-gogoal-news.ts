import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TProviderNews } from '@betsite/contract/content';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';
import { API } from '@betsite/contract/api-paths';

/** GET /api/CMS/GetGogoalNews: provider news for a sport category. */
export async function getGogoalNews(category: string): Promise<TProviderNews[] | null> {
  const r = await api<TEnvelope<TProviderNews[]>>(API.CMS.GetGogoalNews, {
    query: { category, newClient: true },
  });
  return r.ResponseCode === 0 ? r.ResponseData : null;
}

export const gogoalNewsQueryOptions = (category: string, logged: boolean) =>
  queryOptions({
    queryKey: contentKeys.news(category, logged),
    queryFn: () => getGogoalNews(category),
    ...contentRetry,
    ...sessionCache,
  });

export function useGogoalNews(category: string, enabled: boolean) {
  const logged = useSession((s) => Boolean(s.user));
  return useQuery({ ...gogoalNewsQueryOptions(category, logged), enabled });
}
