/** What other features may use of the preferences area: the history and favourites rules and the settings document (the widgets are in widgets.ts). */
export { addFavourite, addToHistory, removeFavourite, sameFavourite, favouritesOf, visibleHistory } from './lib/history-rules.ts';
export { updateSettings, useClientSettings, currentSettings } from './lib/use-client-settings.ts';
