import { isFetchFailure, NetworkError } from './api.ts';

/**
 * The contract's call client with one call group, both loaded on first use: for calls whose first
 * answer comes with the server's render (dehydrated into TanStack Query), so a visitor's first load
 * carries neither the client (≈ 1.4 KB gzip) nor the group's checks; a refetch or a client-side
 * navigation loads them. `group` is the caller's own `() => import(…)`, so each group stays its chunk.
 */
export async function lazyCallClient<G>(group: () => Promise<G>) {
  // Their code not fetched (offline) is the call not made: the caller gets the connection failure it
  // handles. Any other failure (a module that throws) stays what it is.
  const [client, calls] = await Promise.all([import('./call-api.ts'), group()]).catch((err: unknown) => {
    throw isFetchFailure(err) ? new NetworkError() : err;
  });
  return { ...client, calls };
}
