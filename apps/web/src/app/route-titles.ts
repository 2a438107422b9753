import { HERO_BY_LAYOUT } from '@betsite/contract/content-areas';
import { paths } from '../lib/paths.ts';

export const SITE_TITLE = 'Betsite – Scommesse e Casinò';
export const titled = (name: string) => `${name} | Betsite`;

// prettier-ignore
const EXACT: Record<string, string> = {
  [paths.login]: 'Accedi', [paths.ssoLogin]: 'Accedi', [paths.logout]: 'Esci', [paths.help]: 'Assistenza',
  [paths.dashboard]: 'Il mio conto', [paths.status]: 'Stato del conto',
  [paths.registration]: 'Registrazione', [paths.registrationConfirm]: 'Registrazione completata',
  [paths.migration]: 'Migrazione dei conti', [paths.affiliate]: 'Diventa affiliato',
  [paths.ricarica]: 'Ricarica', [paths.prelievo]: 'Prelievo', [paths.elencoPrelievi]: 'Lista Prelievi',
  [paths.faq]: 'FAQ',
};

/**
 * The document title of a route, set by the root layout before the page renders. Pages whose title
 * comes from content (static pages, FAQ sections) and the 'Pagina non trovata' page replace it.
 */
export function routeTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return SITE_TITLE;
  const exact = EXACT[path];
  if (exact) return titled(exact);
  if (path.startsWith('/account/ricarica/results/')) return titled('Esito della ricarica');
  if (path.startsWith('/account/prelievo/results/')) return titled('Esito del prelievo');
  if (path.startsWith(`${paths.promozioniBonus}/`)) return titled('Promozioni e Bonus');
  const layout = /^\/pages\/([^/]+)$/.exec(path)?.[1];
  const hero = layout ? HERO_BY_LAYOUT[layout] : undefined;
  if (hero) return titled(hero.title);
  return 'Betsite';
}
