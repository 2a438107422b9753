/** What other features may use of the registration area: its catalogues and the birthplace/residence typeahead (the profile's Anagrafica edits the same fields). */
import './registration.css';
export { useEmittenti, useNazioni, useTipiDocumenti } from './api/catalogue-queries.ts';
export { PlaceTypeahead } from './components/place-typeahead.tsx';
