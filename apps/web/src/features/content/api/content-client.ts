/**
 * The content calls' client, loaded the first time the browser asks the server itself. Pages that
 * show content arrive with it from the server's render (dehydrated into TanStack Query), so a
 * visitor's first load carries neither the call client nor the content checks (≈ 2.3 KB gzip,
 * docs/performance.md); a later refetch or a client-side navigation loads them.
 */
export const contentClient = async () => {
  const [client, calls] = await Promise.all([import('../../../lib/call-api.ts'), import('@betsite/contract/calls/content')]);
  return { ...client, calls };
};
