import { paths } from '../../lib/paths.ts';

/** The site's main sections: the header on wide screens, the menu panel on phones. */
export const MAIN_NAV = [
  { label: 'Home', to: paths.home },
  // The sportsbook and the games lobby (issue 39, the lobby's issue): the site's products first.
  { label: 'Scommesse', to: paths.scommesse },
  { label: 'Live', to: paths.scommesseLive },
  { label: 'Giochi', to: paths.games },
  { label: 'Promozioni', to: paths.page('promozioni') },
  { label: 'Casinò', to: paths.page('casino') },
  { label: 'FAQ', to: paths.faq },
  { label: 'Gioco responsabile', to: paths.page('gioco-responsabile') },
];
