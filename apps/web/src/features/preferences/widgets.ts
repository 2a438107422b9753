/** The history and favourites home widgets (CMS types 'history', 'favourites'), for the content area's widget list. */
export { FavouritesWidget, HistoryWidget } from './components/saved-widgets.tsx';
