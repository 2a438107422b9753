import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface LobbyFilters {
  /** '' for every category. */
  categoria: string;
  q: string;
}

/** Marks the lobby's own address updates, so they are not read back as a link's filters. */
const OWN_WRITE = { lobbyFilters: true };

const filtersOf = (params: URLSearchParams): LobbyFilters => ({ categoria: params.get('categoria') ?? '', q: params.get('q') ?? '' });

/**
 * The lobby's category and search. They live in the page's state and are copied into the address
 * (`?categoria=…&q=…`, replaced, so a reload or a shared link keeps them). The address is not the
 * source: React Router applies a navigation in a transition, so a chip pressed and a search typed
 * right after it both started from the same old address, and the second undid the first (the chip
 * came back). A navigation from elsewhere (the lobby area's category links, back/forward) is
 * followed.
 */
export function useLobbyFilters(): LobbyFilters & { set: (name: keyof LobbyFilters, value: string) => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [filters, setFilters] = useState(() => filtersOf(params));
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    if ((location.state as typeof OWN_WRITE | null)?.lobbyFilters !== true) setFilters(filtersOf(params));
  }
  const { categoria, q } = filters;
  useEffect(() => {
    const next = new URLSearchParams();
    if (categoria) next.set('categoria', categoria);
    if (q) next.set('q', q);
    if (next.toString() !== new URLSearchParams(window.location.search).toString())
      setParams(next, { replace: true, preventScrollReset: true, state: OWN_WRITE });
  }, [categoria, q, setParams]);
  return { categoria, q, set: (name, value) => setFilters((f) => ({ ...f, [name]: value })) };
}
