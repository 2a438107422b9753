import { lazy, Suspense, useEffect } from 'react';
import { BLACKJACK_GAME } from '@betsite/contract/blackjack-game';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { addToHistory, currentSettings, updateSettings } from '../../preferences/index.ts';
import { useLobby } from '../api/games-calls.ts';

export { lobbyData } from '../api/games-calls.ts';
import { FavouriteStar } from '../components/favourite-star.tsx';
import { HiddenBadge } from '../components/hidden-badge.tsx';
import { SlotMachine } from '../components/slot-machine.tsx';
import { gameHistoryItem } from '../lib/game-items.ts';
import { Link } from '../../../lib/link.tsx';
import '../games.css';

/** The blackjack's table, in a chunk of its own: a slot's page never loads it. */
const BlackjackTable = lazy(() => import('../components/blackjack-table.tsx'));

/** /game/vegas/game/{gameCode}: a logged-in player's game (the guard sends visitors to login); opening it adds it to the games history. */
export default function GamePage() {
  const { gameCode = '' } = useParams();
  const lobby = useLobby();
  const game = lobby.data?.Games.find((g) => g.Code === gameCode);
  useDocumentTitle(game ? `${game.Name} | Betsite` : 'Casinò | Betsite');

  useEffect(() => {
    if (!game) return;
    const now = Date.now();
    updateSettings({ History: addToHistory(currentSettings().History ?? [], gameHistoryItem(game, now), now) });
  }, [game]);

  // An operator's own lobby shows the public one until it comes: a hidden game is not missing yet.
  if (lobby.isPending || (!game && lobby.isPlaceholderData)) return <Loader />;
  if (lobby.isError) return <LoadError onRetry={() => void lobby.refetch()} />;
  if (!game) return <NotFoundPage />;
  const blackjack = game.Code === BLACKJACK_GAME;
  return (
    <div className="page game-page">
      <nav aria-label="Percorso" className="game-page__crumbs">
        <Link to={paths.games}>Casinò</Link> <span aria-hidden="true">›</span> <span aria-current="page">{game.Name}</span>
      </nav>
      <header className="game-page__head">
        <img src={game.Thumbnail} alt="" width={160} height={100} className="game-page__thumb" />
        <div>
          <h1>
            {game.Name}
            {game.Hidden && <HiddenBadge />}
          </h1>
          <p className="muted">
            {game.Provider} · {game.Category}
            {game.RtpTxt && <> · RTP {game.RtpTxt}%</>}
          </p>
          {lobby.data?.Playable && (
            <p className="muted">
              {blackjack
                ? 'Versione di prova della piattaforma: un blackjack a sei mazzi con denaro reale del conto.'
                : 'Versione di prova della piattaforma: una slot a tre rulli con denaro reale del conto.'}
            </p>
          )}
        </div>
        <FavouriteStar game={game} />
      </header>
      {lobby.data?.Playable ? (
        blackjack ? (
          <Suspense fallback={<Loader />}>
            <BlackjackTable game={game} />
          </Suspense>
        ) : (
          <SlotMachine game={game} />
        )
      ) : (
        <p className="notice notice--info" role="status">
          Il gioco non è disponibile in questo momento. Riprova più tardi.
        </p>
      )}
    </div>
  );
}
