/** What other features may use of the preferences area: the history and favourites home widgets. */
export { FavouritesWidget, HistoryWidget } from './components/saved-widgets.tsx';
