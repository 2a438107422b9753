import { useMemo } from 'react';
import type { TLobbyGame } from '@betsite/contract/games';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { favouritesOf, useClientSettings, visibleHistory } from '../../preferences/index.ts';
import { useLobby } from '../api/games-calls.ts';
import { useLobbyFilters } from '../lib/use-lobby-filters.ts';

export { lobbyData } from '../api/games-calls.ts';
import { GameCard } from '../components/game-card.tsx';
import { GamesRow } from '../components/games-row.tsx';
import { LobbyArea } from '../components/lobby-area.tsx';
import { Link } from '../../../lib/link.tsx';
import '../games.css';

const ALL = '';

/** Games of the catalogue in the order of a list of codes (history, favourites), unknown codes left out. */
const inOrder = (games: TLobbyGame[], codes: string[]) => codes.map((c) => games.find((g) => g.Code === c)).filter((g): g is TLobbyGame => Boolean(g));

/** /games: the player's recent and favourite games, the catalogue with filters, then the lobby's CMS area. */
export default function LobbyPage() {
  useDocumentTitle('Casinò | Betsite');
  const lobby = useLobby();
  const logged = useSession((s) => Boolean(s.user));
  const settings = useClientSettings();
  const { categoria: chosen, q: search, set } = useLobbyFilters();
  // A category the lobby does not have (an old or mistyped link) is 'Tutti', not an empty list.
  const category = lobby.data && !lobby.data.Categories.includes(chosen) ? ALL : chosen;
  const games = useMemo(() => lobby.data?.Games ?? [], [lobby.data]);
  const shown = games.filter(
    (g) => (category === ALL || g.Category === category) && `${g.Name} ${g.Provider}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const recent = inOrder(
    games,
    visibleHistory(settings.History ?? [], 'games', Date.now()).map((i) => String(i.Id)),
  );
  const favourites = inOrder(
    games,
    favouritesOf(settings.Favourites ?? [], 'games').map((f) => String(f.Parameters.GameId)),
  );
  return (
    <div className="page games-lobby">
      <div className="games-lobby__head">
        <h1>Casinò</h1>
        <Link to={paths.page('casino')}>Guida al casinò</Link>
      </div>
      {logged && (
        <>
          <GamesRow id="games-recent" title="Giocati di recente" games={recent} />
          <GamesRow id="games-favourites" title="Preferiti" games={favourites} />
        </>
      )}
      <section aria-labelledby="games-all-title" className="games-all">
        <h2 id="games-all-title">Tutti i giochi</h2>
        <div className="games-filters">
          <div role="group" aria-label="Categoria" className="games-filters__categories">
            {[ALL, ...(lobby.data?.Categories ?? [])].map((c) => (
              <button key={c || 'all'} type="button" className="games-chip" aria-pressed={category === c} onClick={() => set('categoria', c)}>
                {c || 'Tutti'}
              </button>
            ))}
          </div>
          <div className="field games-filters__search">
            <label htmlFor="games-search">Cerca un gioco</label>
            <input id="games-search" type="search" value={search} maxLength={60} autoComplete="off" onChange={(e) => set('q', e.target.value)} />
          </div>
        </div>
        {lobby.isPending ? (
          <Loader />
        ) : lobby.isError || !lobby.data ? (
          <LoadError onRetry={() => void lobby.refetch()} />
        ) : shown.length === 0 ? (
          <p className="empty-state" role="status">
            Nessun gioco corrisponde alla ricerca
          </p>
        ) : (
          <ul className="games-grid" aria-live="polite">
            {shown.map((g) => (
              <li key={g.Code}>
                <GameCard game={g} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <LobbyArea />
    </div>
  );
}
