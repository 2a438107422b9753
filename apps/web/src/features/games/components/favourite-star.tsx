import type { TLobbyGame } from '@betsite/contract/games';
import { addFavourite, removeFavourite, sameFavourite, updateSettings, useClientSettings } from '../../preferences/index.ts';
import { gameFavourite } from '../lib/game-items.ts';

/** The star on a game: adds it to the favourites or removes it (client settings, synced to the server). */
export function FavouriteStar({ game }: { game: TLobbyGame }) {
  const settings = useClientSettings();
  const favourites = settings.Favourites ?? [];
  const fav = gameFavourite(game, Date.now());
  const on = favourites.some((f) => sameFavourite(f, fav));
  return (
    <button
      type="button"
      className={`game-star${on ? ' game-star--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? `Togli ${game.Name} dai preferiti` : `Aggiungi ${game.Name} ai preferiti`}
      onClick={() => updateSettings({ Favourites: on ? removeFavourite(favourites, fav) : addFavourite(favourites, fav) })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
      </svg>
    </button>
  );
}
