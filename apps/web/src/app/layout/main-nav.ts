import { paths } from '../../lib/paths.ts';

/** The site's main sections: the header on wide screens, the menu panel on phones. */
export const MAIN_NAV = [
  { label: 'Home', to: paths.home },
  // The sportsbook and the games lobby (issue 39, the lobby's issue): the site's products first. The
  // casino is the lobby, where its games are played; the casino area's guide is linked from there.
  { label: 'Scommesse', to: paths.scommesse },
  { label: 'Live', to: paths.scommesseLive },
  { label: 'Casinò', to: paths.games },
  { label: 'Promozioni', to: paths.page('promozioni') },
  { label: 'FAQ', to: paths.faq },
  { label: 'Gioco responsabile', to: paths.page('gioco-responsabile') },
];
