import type { TFavourite, THistoryItem } from '@betsite/contract/client-settings';
import type { TLobbyGame } from '@betsite/contract/games';

/** How long a game stays in the history (the specification leaves it to the site): 30 days. */
export const GAMES_HISTORY_DAYS = 30;

/** A game as a history item (document 1 §5): type games, its page, thumbnail, provider and category. */
export function gameHistoryItem(g: TLobbyGame, now: number): THistoryItem {
  return {
    Id: g.Code,
    Type: 'games',
    SubType: 'casino',
    Title: g.Name,
    Url: g.Url,
    // A hidden game's thumbnail is drawn inside the answer (a data: address, too long to store): none.
    Image: g.Hidden ? null : g.Thumbnail,
    SubTitle: g.Provider,
    Icons: [g.Category],
    Expiration: now + GAMES_HISTORY_DAYS * 86_400_000,
    Timestamp: now,
  };
}

/** A game as a favourite, matched by GroupId, IsQuery and GameId (document 1 §5). */
export function gameFavourite(g: TLobbyGame, now: number): TFavourite {
  return { ...gameHistoryItem(g, now), Expiration: null, Parameters: { GroupId: null, IsQuery: false, GameId: g.Code } };
}
