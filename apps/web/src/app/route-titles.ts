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
  [paths.editAnagrafica]: 'Dati personali', [paths.editDocumenti]: 'Documenti',
  [paths.editContatti]: 'Contatti e privacy', [paths.editContattiEdit]: 'Modifica contatti',
  [paths.editPassword]: 'Cambia password', [paths.editSecurity]: 'Sicurezza', [paths.editStatus]: 'Stato del conto',
  [paths.giocoConsapevole]: 'Gioco consapevole', [paths.andamento]: 'Andamento del gioco', [paths.pepProfile]: 'Adeguata Verifica',
  [paths.vip]: 'VIP Sport', [paths.vipProgram]: 'VIP Club', [paths.compPoint]: 'Comp Point',
  [paths.estrattoConto]: 'Estratto Conto', [paths.elencoGiocate]: 'Lista Giocate', [paths.notifiche]: 'Notifiche',
  [paths.ranking]: 'Ranking', [paths.userSettings]: 'Preferenze', '/sandbox/games': 'Sandbox giochi',
  [paths.promozioniBonus]: 'Promozioni e Bonus', [paths.games]: 'Casinò', '/account/primo-accesso': 'Primo accesso',
  [paths.scommesse]: 'Scommesse', [paths.scommesseLive]: 'Scommesse Live',
};

/** Routes with a parameter, by their fixed beginning. */
// prettier-ignore
const PREFIXED: [string, string][] = [
  ['/account/ricarica/results/', 'Esito della ricarica'], ['/account/prelievo/results/', 'Esito del prelievo'],
  [`${paths.promozioniBonus}/`, 'Promozioni e Bonus'], [`${paths.elencoGiocate}/`, 'Lista Giocate'],
  [`${paths.ranking}/`, 'Ranking'], ['/ticket-print/', 'Scontrino di gioco'], ['/backoffice', 'Back office'],
  ['/game/vegas/game/', 'Gioco'], ['/scommesse/promozione/', 'Promozione'], ['/games/promozione/', 'Promozione'],
  ['/scommesse/evento/', 'Evento'], ['/scommesse/', 'Scommesse'],
];

/**
 * The document title of a route, set by the root layout before the page renders. Pages whose title
 * comes from content (static pages, FAQ sections) and the 'Pagina non trovata' page replace it.
 */
export function routeTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return SITE_TITLE;
  const exact = EXACT[path];
  if (exact) return titled(exact);
  const prefixed = PREFIXED.find(([start]) => path.startsWith(start));
  if (prefixed) return titled(prefixed[1]);
  const layout = /^\/pages\/([^/]+)$/.exec(path)?.[1];
  const hero = layout ? HERO_BY_LAYOUT[layout] : undefined;
  if (hero) return titled(hero.title);
  return 'Betsite';
}
