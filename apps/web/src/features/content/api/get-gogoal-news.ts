import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProviderNews } from '@betsite/contract/content';
import { contentClient } from './content-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';

/** GET /api/CMS/GetGogoalNews: provider news for a sport category. */
export async function getGogoalNews(category: string): Promise<TProviderNews[]> {
  const { callApi, calls } = await contentClient();
  return callApi(calls.GetGogoalNews, { query: { category, newClient: 'true' } });
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
