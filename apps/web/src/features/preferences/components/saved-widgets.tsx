import type { TCmsObject } from '@betsite/contract/content';
import { SavedList } from './saved-lists.tsx';
import '../preferences.css';

/** CMS widgets 'history' and 'favourites' (document 1 §2): tabs Sport and Casinò; hidden without data. */
export function HistoryWidget(_: { widget: TCmsObject }) {
  return <SavedList kind="history" headingLevel={2} hideWhenEmpty />;
}
export function FavouritesWidget(_: { widget: TCmsObject }) {
  return <SavedList kind="favourites" headingLevel={2} hideWhenEmpty />;
}
