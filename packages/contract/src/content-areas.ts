// Constants of the content area without zod, so the browser's main chunk can import them freely.

/** Visibility 1 always, 2 logged out, 3 logged in, 4 beta/test only; resolution 0 all, 1 desktop, 2 mobile. */
export const VISIBILITY = {
  ALWAYS: 1,
  NOT_LOGGED: 2,
  LOGGED: 3,
  BETA: 4,
} as const;
export const RESOLUTION = { ALL: 0, DESKTOP: 1, MOBILE: 2 } as const;

/** Layout areas named by the specification plus the ones this site adds (all in one place). */
export const LAYOUT_AREAS = {
  login: 'LayoutArea_Login',
  /** The registration's step-1 banner (an image and a title). */
  registration: 'V3_LayoutArea_Registration',
  faq: 'V3_LayoutArea_FAQ',
  institutional: 'Pages_istituzionali',
  /** The games lobby's own area (/games): a hero and tiles above the games. */
  gamesLobby: 'V3_LayoutArea_Games',
  pagesPrefix: 'Pages_',
  hero: {
    home: 'V3_WelcomeHero_Home',
    promozioni: 'V3_WelcomeHero_Promozioni',
    casino: 'V3_WelcomeHero_Casino',
    live: 'V3_WelcomeHero_Live',
    poker: 'V3_WelcomeHero_Poker',
    carte: 'V3_WelcomeHero_Carte',
    lotterie: 'V3_WelcomeHero_Lotterie',
    bingo: 'V3_WelcomeHero_Bingo',
  },
} as const;

/** The welcome-hero area shown above the /pages/{layoutarea} index for each section, and the index title. */
export const HERO_BY_LAYOUT: Record<string, { area: string; title: string }> = {
  promozioni: { area: LAYOUT_AREAS.hero.promozioni, title: 'Promozioni' },
  casino: { area: LAYOUT_AREAS.hero.casino, title: 'Casinò' },
  live: { area: LAYOUT_AREAS.hero.live, title: 'Casinò live' },
  poker: { area: LAYOUT_AREAS.hero.poker, title: 'Poker' },
  carte: { area: LAYOUT_AREAS.hero.carte, title: 'Giochi di carte' },
  lotterie: { area: LAYOUT_AREAS.hero.lotterie, title: 'Lotterie' },
  bingo: { area: LAYOUT_AREAS.hero.bingo, title: 'Bingo' },
};
