import type { TLobbyGame } from '@betsite/contract/games';
import { FavouriteStar } from './favourite-star.tsx';
import { HiddenBadge } from './hidden-badge.tsx';
import { Link } from '../../../lib/link.tsx';

/** A game in the lobby: thumbnail, name, provider, category, RTP, the star; 'Nascosto' on a game not yet public (an operator's own lobby). */
export function GameCard({ game, star = true }: { game: TLobbyGame; star?: boolean }) {
  return (
    <article className="game-card" data-testid={`game-${game.Code}`}>
      <Link to={game.Url} className="game-card__link">
        <img src={game.Thumbnail} alt="" width={320} height={200} loading="lazy" className="game-card__thumb" />
        <h3 className="game-card__name">
          {game.Name}
          {game.Hidden && <HiddenBadge />}
        </h3>
      </Link>
      <p className="game-card__meta">
        {game.Provider} · {game.Category}
        {game.RtpTxt && <span className="game-card__rtp"> · RTP {game.RtpTxt}%</span>}
      </p>
      {star && <FavouriteStar game={game} />}
    </article>
  );
}
