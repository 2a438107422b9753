import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteModule, TSiteVariable } from '@betsite/contract/site';
import { lazyCallClient } from './lazy-call-client.ts';

/**
 * GetSiteConfig under its own key (the server's render fills it, the browser reads it on hydration:
 * keep the two equal). Every page needs the settings, and every page gets them with its render: the
 * call client and the call's check load when the browser asks again, not with every first load.
 */
export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site', 'config'],
  queryFn: async () => {
    const { callApi, calls } = await lazyCallClient(() => import('@betsite/contract/calls/site'));
    return callApi(calls.GetSiteConfig);
  },
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
