import type { Query, QueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session-store.ts';

const playerOf = (s: { user: { username: string } | null }) => s.user?.username ?? null;

/**
 * What the query cache holds of one player never reaches anyone else in the same tab. A session can
 * end without the page reloading (a token the server refused, another tab's logout, the idle
 * timeout: only 'Esci' reloads), and the cache's keys name calls, not players: the next player to
 * sign in here was shown the last one's anagrafica, codice fiscale included, from the cache.
 *
 * - When the session ends, what was loaded during it is dropped, at once where no page shows it,
 *   and as soon as the page showing it is left.
 * - When another player signs in, the whole cache is dropped (what is on screen loads again).
 *
 * Installed once, with the player's shell (a visitor's tab has nothing of a player to drop).
 * Returns the uninstall (tests).
 */
export function guardPlayerData(client: QueryClient): () => void {
  let lastPlayer = playerOf(useSession.getState());
  /** When the last session ended (ms), while nobody is signed in. */
  let endedAt: number | null = null;
  const cache = client.getQueryCache();
  const dropIfLeftBehind = (q: Query) => {
    if (endedAt !== null && q.getObserversCount() === 0 && q.state.dataUpdatedAt <= endedAt) cache.remove(q);
  };
  const stopSession = useSession.subscribe((s, prev) => {
    const now = playerOf(s);
    if (now === playerOf(prev)) return;
    if (now === null) {
      endedAt = Date.now();
      for (const q of cache.getAll()) dropIfLeftBehind(q);
      return;
    }
    endedAt = null;
    if (lastPlayer !== null && lastPlayer !== now) client.removeQueries();
    lastPlayer = now;
  });
  const stopCache = cache.subscribe((e) => {
    if (e.type === 'observerRemoved') dropIfLeftBehind(e.query);
  });
  return () => {
    stopSession();
    stopCache();
  };
}

let installed = false;

/** `guardPlayerData` on the app's cache, once per tab. */
export function guardPlayerDataOnce(client: QueryClient): void {
  if (installed) return;
  installed = true;
  guardPlayerData(client);
}
