import { lazy } from 'react';

/** What other features may use of the preferences area: the history and favourites home widgets, loaded when drawn. */
export const HistoryWidget = lazy(() => import('./components/saved-widgets.tsx').then((m) => ({ default: m.HistoryWidget })));
export const FavouritesWidget = lazy(() => import('./components/saved-widgets.tsx').then((m) => ({ default: m.FavouritesWidget })));
/** The history and favourites rules and the settings document, for the pages that add items (the games lobby and launch). */
export { addFavourite, addToHistory, removeFavourite, sameFavourite, favouritesOf, visibleHistory } from './lib/history-rules.ts';
export { updateSettings, useClientSettings, currentSettings } from './lib/use-client-settings.ts';
