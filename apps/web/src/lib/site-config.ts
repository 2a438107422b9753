import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteModule, TSiteVariable } from '@betsite/contract/site';
import * as siteCalls from '@betsite/contract/calls/site';
import { callApi } from './call-api.ts';

/** GetSiteConfig under its own key (the server's render fills it, the browser reads it on hydration: keep the two equal). */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: () => callApi(siteCalls.GetSiteConfig),
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
