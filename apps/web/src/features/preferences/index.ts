/** What other features may use of the preferences area: the history and favourites home widgets. */
export { FavouritesWidget, HistoryWidget } from './components/saved-widgets.tsx';
/** The history and favourites rules and the settings document, for the pages that add items (the games lobby and launch). */
export { addFavourite, addToHistory, removeFavourite, sameFavourite, favouritesOf, visibleHistory } from './lib/history-rules.ts';
export { updateSettings, useClientSettings, currentSettings } from './lib/use-client-settings.ts';
