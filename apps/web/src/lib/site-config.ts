import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TSiteConfig, TSiteModule, TSiteVariable } from '@betsite/contract/site';
import { api } from './api.ts';
import { API } from '@betsite/contract/api-paths';

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: async () => (await api<TEnvelope<TSiteConfig>>(API.Environment.GetSiteConfig)).ResponseData!,
  staleTime: 60_000,
});

export const useSiteConfig = () => useQuery(siteConfigQueryOptions);

/** A module's flag; false while loading so nothing gated shows early. */
export function useSiteModule(name: TSiteModule): boolean {
  return useSiteConfig().data?.modules[name] ?? false;
}
export function useSiteVariable(name: TSiteVariable): string | undefined {
  return useSiteConfig().data?.variables[name];
}
