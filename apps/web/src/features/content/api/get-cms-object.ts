import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TLayoutArea } from '@betsite/contract/content';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';
import { API } from '@betsite/contract/api-paths';

/** GET /api/CMS/GetCmsObject: a layout area's objects; a ResponseCode other than 0 counts as no data. */
export async function getCmsObject(layoutArea: string, id: number | null = null): Promise<TLayoutArea | null> {
  const r = await api<TEnvelope<TLayoutArea>>(API.CMS.GetCmsObject, {
    query: { id: id ?? '', layoutArea },
  });
  return r.ResponseCode === 0 ? r.ResponseData : null;
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
