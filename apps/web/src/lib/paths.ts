/** Every route of the site, typed once; no route string is typed twice. */
export const paths = {
  home: '/',
  login: '/account/login',
  ssoLogin: '/account/sso/login',
  logout: '/account/logout',
  help: '/account/help',
  dashboard: '/account/dashboard',
  status: '/account/status',
  registration: '/account/registration',
  registrationConfirm: '/account/registration/confirm',
  migration: '/account/migration',
  affiliate: '/account/affiliate',
  editAnagrafica: '/account/edit/anagrafica',
  editDocumenti: '/account/edit/documenti',
  editContatti: '/account/edit/contatti-e-privacy',
  editContattiEdit: '/account/edit/contatti-e-privacy/edit-contacts',
  editPassword: '/account/edit/password',
  editSecurity: '/account/edit/security',
  editStatus: '/account/edit/status',
  giocoConsapevole: '/account/edit/gioco-consapevole',
  andamento: '/account/gioco-consapevole/andamento',
  pepProfile: '/account/edit/pep-profile',
  ricarica: '/account/ricarica',
  ricaricaResult: (status: string) => `/account/ricarica/results/${status}`,
  prelievo: '/account/prelievo',
  prelievoResult: (status: string) => `/account/prelievo/results/${status}`,
  elencoPrelievi: '/account/elenco-prelievi',
  promozioniBonus: '/account/promozioni-bonus',
  vip: '/account/vip',
  vipProgram: '/account/vip-program',
  compPoint: '/account/comp-point',
  estrattoConto: '/account/estratto-conto',
  elencoGiocate: '/account/elenco-giocate',
  notifiche: '/account/notifiche',
  ranking: '/account/classifiche-ranking',
  userSettings: '/user-settings',
  faq: '/faq',
  page: (page: string) => `/pages/${page}`,
  ticketPrint: (code: string) => `/ticket-print/${code}`,
  games: '/games',
  game: (code: string) => `/game/vegas/game/${encodeURIComponent(code)}`,
  scommesse: '/scommesse',
  scommesseLive: '/scommesse/live',
  /** A sport's prematch page (calcio, tennis, basket), or one of its competitions. */
  scommesseSport: (sport: string, competition?: string) => `/scommesse/${sport}${competition ? `/${competition}` : ''}`,
  scommesseEvento: (id: string) => `/scommesse/evento/${encodeURIComponent(id)}`,
} as const;

/** Routes that need a logged-in player (document 1 §2). */
export const PROTECTED_PREFIXES = [
  '/account/dashboard',
  '/account/status',
  '/account/edit',
  '/account/gioco-consapevole',
  '/account/ricarica',
  '/account/prelievo',
  '/account/elenco-prelievi',
  '/account/promozioni-bonus',
  '/account/vip',
  '/account/vip-program',
  '/account/comp-point',
  '/account/estratto-conto',
  '/account/elenco-giocate',
  '/account/notifiche',
  '/account/classifiche-ranking',
];

/** Open exceptions under protected prefixes (result pages are open to everyone). */
const OPEN_EXCEPTIONS = [/^\/account\/ricarica\/results\//, /^\/account\/prelievo\/results\//];

export function isProtectedPath(pathname: string): boolean {
  if (OPEN_EXCEPTIONS.some((re) => re.test(pathname))) return false;
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Pages that hide the mobile header and footer; ticket-print hides the desktop header too. */
export function chromeRules(pathname: string): { hideMobileChrome: boolean; hideDesktopHeader: boolean } {
  const ticket = /^\/ticket-print(\/|$)/.test(pathname);
  const hideMobile = ticket || /^\/account\/(registration|registration\/confirm|migration|sso\/login)(\/|$)/.test(pathname);
  return { hideMobileChrome: hideMobile, hideDesktopHeader: ticket };
}

/**
 * A path of this site: starts with one slash, not '//' or '/\\', which browsers read as another host,
 * and holds no whitespace or control character (URL parsing drops a tab or a line break: '/\t/evil'
 * is '//evil').
 */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\u0000-\u0020\u007f]/.test(value);
}

/** Only same-site relative paths are followed after login (no open redirects). */
export function safeReturnUrl(value: string | null | undefined): string {
  return value && isSitePath(value) ? value : paths.home;
}
