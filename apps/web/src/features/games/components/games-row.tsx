import type { TLobbyGame } from '@betsite/contract/games';
import { GameCard } from './game-card.tsx';

/** A row of games at the top of the lobby ('Giocati di recente', 'Preferiti'); hidden when empty. */
export function GamesRow({ id, title, games }: { id: string; title: string; games: TLobbyGame[] }) {
  if (games.length === 0) return null;
  return (
    <section className="games-row" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="games-row__list">
        {games.map((g) => (
          <li key={g.Code}>
            <GameCard game={g} />
          </li>
        ))}
      </ul>
    </section>
  );
}
