import { HISTORY_MAX_GAMES, HISTORY_MAX_SPORT, LIST_MAX } from '@betsite/contract/client-settings-rules';
import type { TFavourite, THistoryItem } from '@betsite/contract/client-settings';

/**
 * History (document 1 §5): at most 8 sport and 18 games items, items whose Expiration has passed
 * removed, newest first; favourites and history at most 1000 elements.
 */
export function visibleHistory(items: readonly THistoryItem[], type: THistoryItem['Type'], now: number): THistoryItem[] {
  const max = type === 'sport' ? HISTORY_MAX_SPORT : HISTORY_MAX_GAMES;
  return items
    .filter((i) => i.Type === type && !(i.Expiration && i.Expiration < now))
    .sort((a, b) => b.Timestamp - a.Timestamp)
    .slice(0, max);
}

/** Adds (or moves to the top) an item; keeps each type within its cap and the list within 1000. */
export function addToHistory(items: readonly THistoryItem[], item: THistoryItem, now: number): THistoryItem[] {
  const rest = items.filter((i) => !(i.Type === item.Type && String(i.Id) === String(item.Id)));
  const next = [...rest, item];
  const keep = new Set([...visibleHistory(next, 'sport', now), ...visibleHistory(next, 'games', now)]);
  return next.filter((i) => keep.has(i)).slice(-LIST_MAX);
}

export const removeFromHistory = (items: readonly THistoryItem[], item: THistoryItem) =>
  items.filter((i) => !(i.Type === item.Type && String(i.Id) === String(item.Id)));

/** Favourites are matched by GroupId, IsQuery and GameId (document 1 §5). */
export const sameFavourite = (a: TFavourite, b: TFavourite) =>
  String(a.Parameters.GroupId) === String(b.Parameters.GroupId) &&
  a.Parameters.IsQuery === b.Parameters.IsQuery &&
  String(a.Parameters.GameId) === String(b.Parameters.GameId);
export const removeFavourite = (items: readonly TFavourite[], f: TFavourite) => items.filter((x) => !sameFavourite(x, f));
export function addFavourite(items: readonly TFavourite[], f: TFavourite): TFavourite[] {
  if (items.some((x) => sameFavourite(x, f))) return [...items];
  return [...items, f].slice(-LIST_MAX);
}
export const favouritesOf = (items: readonly TFavourite[], type: TFavourite['Type']) =>
  items.filter((f) => f.Type === type).sort((a, b) => b.Timestamp - a.Timestamp);
