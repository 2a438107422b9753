import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLayoutArea } from '@betsite/contract/content';
import { contentClient } from './content-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';

/** GET /api/CMS/GetCmsObject: a layout area's objects; a refusal (CONTENT_NOT_FOUND) counts as no data. */
export async function getCmsObject(layoutArea: string, id: number | null = null): Promise<TLayoutArea | null> {
  const { callResult, calls } = await contentClient();
  const r = await callResult(calls.GetCmsObject, { query: { id: id === null ? '' : String(id), layoutArea } });
  return r.ok ? r.data : null;
}

export const cmsAreaQueryOptions = (layoutArea: string, logged: boolean) =>
  queryOptions({
    queryKey: contentKeys.area(layoutArea, logged),
    queryFn: () => getCmsObject(layoutArea),
    ...contentRetry,
    ...sessionCache,
  });

export function useCmsArea(layoutArea: string | null) {
  const logged = useSession((s) => Boolean(s.user));
  return useQuery({
    ...cmsAreaQueryOptions(layoutArea ?? '', logged),
    enabled: Boolean(layoutArea),
  });
}
