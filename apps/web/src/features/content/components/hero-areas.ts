import { LAYOUT_AREAS } from '@betsite/contract/content-areas';

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
