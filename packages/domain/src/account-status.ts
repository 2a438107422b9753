/**
 * Account status checks (document 1 §4, document 2 §3–§4): pure rules, used by the server
 * (UserData, guards) and the client ('Stato conto' modal, /account/status, dashboard warnings).
 */

export type CheckState = 'ok' | 'ko' | 'unknown';

export const ACCOUNT_STATE = {
  INACTIVE: 0,
  PROVISIONAL: 1,
  VALIDATED: 2,
  BLOCKED: 6,
  SELF_EXCLUDED_TEMPORARY: 7,
  SELF_EXCLUDED_PERMANENT: 8,
} as const;

/**
 * The states the back office may block (and that its unblock gives back): only these, so blocking
 * and unblocking can never turn an inactive, self-excluded or excluded account into an open one.
 */
export const BLOCKABLE_STATES: readonly number[] = [ACCOUNT_STATE.PROVISIONAL, ACCOUNT_STATE.VALIDATED];

/** 9, 70 and 80 count as exclusion. */
export const EXCLUSION_STATES = [9, 70, 80] as const;

export const STATUS_TEXT = {
  cambio_password: 'Devi cambiare la tua password',
  mail_not_confirmed: 'Devi verificare il tuo indirizzo email',
  mobile_not_confirmed: 'Devi verificare il numero di cellulare',
  terms_not_accepted: 'Devi accettare i termini e le condizioni',
  richiede_pep: 'Compila il modulo di Adeguata Verifica',
  provisional: 'Il tuo conto è provvisorio, devi inviare i documenti',
  inactive: 'Il tuo conto non è attivo',
  blocked: 'Il tuo conto è bloccato',
  exclusion: 'Il tuo conto è in modalità esclusione',
  selfExclusionTemporary: 'Il tuo conto è in autoesclusione temporanea',
  selfExclusionPermanent: 'Il tuo conto è in autoesclusione permanente',
  selfExclusion70: 'Sei in modalità autoesclusione',
  staleEmail: (days: number) => `Devi verificare nuovamente il tuo indirizzo email: non è stato verificato da più di ${days} giorni`,
  staleMobile: (days: number) => `Devi verificare nuovamente il numero di cellulare: non è stato verificato da più di ${days} giorni`,
} as const;

export interface StatusUser {
  statoConto: number;
  cambio_password: boolean;
  TermsAccepted: boolean;
  richiedereIsPep: boolean;
  confirmedMobile: boolean;
  playerConfirmed: boolean;
  lastMobileVerificationDate: string | null;
  lastEmailVerificationDate: string | null;
}

export interface StatusSettings {
  /** Module VerifyContacts: contact verification goes stale after `verifyContactsDays`. */
  verifyContacts: boolean;
  verifyContactsDays: number;
  now: Date;
}

export type CheckKey =
  | 'passwordChange'
  | 'emailConfirmed'
  | 'mobileConfirmed'
  | 'termsAccepted'
  | 'pepForm'
  | 'provisional'
  | 'active'
  | 'blocked'
  | 'exclusion'
  | 'selfExclusionTemporary'
  | 'selfExclusionPermanent';

export type StatusItemKey = 'cambio_password' | 'terms_not_accepted' | 'mail_not_confirmed' | 'mobile_not_confirmed' | 'richiede_pep';

/** One row of the /account/status checklist (document 2 §2). */
export interface StatusItem {
  key: StatusItemKey;
  ok: boolean;
  title: string;
  error: string;
  okDesc: string;
  showInRecapIfOk: boolean;
}

export interface AccountStatus {
  checks: Record<CheckKey, CheckState>;
  items: StatusItem[];
  /** Messages of the failing checks, in display order. */
  messages: string[];
  allOk: boolean;
  /** Only contact verification (email / mobile) is pending. */
  onlyContactsPending: boolean;
  emailStale: boolean;
  mobileStale: boolean;
}

const DAY_MS = 86_400_000;

/** True when a verification date is missing or older than `days` (only when the module is on). */
export function isVerificationStale(date: string | null, settings: StatusSettings): boolean {
  if (!settings.verifyContacts) return false;
  if (!date) return true;
  const at = Date.parse(date);
  if (Number.isNaN(at)) return true;
  return settings.now.getTime() - at > settings.verifyContactsDays * DAY_MS;
}

const state = (ok: boolean): CheckState => (ok ? 'ok' : 'ko');

export function computeAccountStatus(user: StatusUser, settings: StatusSettings): AccountStatus {
  const s = user.statoConto;
  const emailStale = user.playerConfirmed && isVerificationStale(user.lastEmailVerificationDate, settings);
  const mobileStale = user.confirmedMobile && isVerificationStale(user.lastMobileVerificationDate, settings);
  const emailOk = user.playerConfirmed && !emailStale;
  const mobileOk = user.confirmedMobile && !mobileStale;

  const checks: Record<CheckKey, CheckState> = {
    passwordChange: state(!user.cambio_password),
    emailConfirmed: state(emailOk),
    mobileConfirmed: state(mobileOk),
    termsAccepted: state(user.TermsAccepted),
    pepForm: state(!user.richiedereIsPep),
    provisional: state(s !== ACCOUNT_STATE.PROVISIONAL),
    active: state(s !== ACCOUNT_STATE.INACTIVE),
    blocked: state(s !== ACCOUNT_STATE.BLOCKED),
    exclusion: state(!(EXCLUSION_STATES as readonly number[]).includes(s)),
    selfExclusionTemporary: state(s !== ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY),
    selfExclusionPermanent: state(s !== ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT),
  };

  const days = settings.verifyContactsDays;
  const messages: string[] = [];
  if (checks.passwordChange === 'ko') messages.push(STATUS_TEXT.cambio_password);
  if (checks.emailConfirmed === 'ko') messages.push(emailStale ? STATUS_TEXT.staleEmail(days) : STATUS_TEXT.mail_not_confirmed);
  if (checks.mobileConfirmed === 'ko') messages.push(mobileStale ? STATUS_TEXT.staleMobile(days) : STATUS_TEXT.mobile_not_confirmed);
  if (checks.termsAccepted === 'ko') messages.push(STATUS_TEXT.terms_not_accepted);
  if (checks.pepForm === 'ko') messages.push(STATUS_TEXT.richiede_pep);
  if (checks.provisional === 'ko') messages.push(STATUS_TEXT.provisional);
  if (checks.active === 'ko') messages.push(STATUS_TEXT.inactive);
  if (checks.blocked === 'ko') messages.push(STATUS_TEXT.blocked);
  if (checks.exclusion === 'ko') messages.push(s === 70 ? STATUS_TEXT.selfExclusion70 : STATUS_TEXT.exclusion);
  if (checks.selfExclusionTemporary === 'ko') messages.push(STATUS_TEXT.selfExclusionTemporary);
  if (checks.selfExclusionPermanent === 'ko') messages.push(STATUS_TEXT.selfExclusionPermanent);

  const items: StatusItem[] = [
    {
      key: 'cambio_password',
      ok: checks.passwordChange === 'ok',
      title: 'Password',
      error: STATUS_TEXT.cambio_password,
      okDesc: 'La password è aggiornata',
      showInRecapIfOk: false,
    },
    {
      key: 'terms_not_accepted',
      ok: checks.termsAccepted === 'ok',
      title: 'Termini e condizioni',
      error: STATUS_TEXT.terms_not_accepted,
      okDesc: 'Hai accettato i termini e le condizioni',
      showInRecapIfOk: true,
    },
    {
      key: 'mail_not_confirmed',
      ok: checks.emailConfirmed === 'ok',
      title: 'Indirizzo email',
      error: emailStale ? STATUS_TEXT.staleEmail(days) : STATUS_TEXT.mail_not_confirmed,
      okDesc: 'Il tuo indirizzo email è verificato',
      showInRecapIfOk: true,
    },
    {
      key: 'mobile_not_confirmed',
      ok: checks.mobileConfirmed === 'ok',
      title: 'Numero di cellulare',
      error: mobileStale ? STATUS_TEXT.staleMobile(days) : STATUS_TEXT.mobile_not_confirmed,
      okDesc: 'Il tuo numero di cellulare è verificato',
      showInRecapIfOk: true,
    },
    {
      key: 'richiede_pep',
      ok: checks.pepForm === 'ok',
      title: 'Adeguata Verifica',
      error: STATUS_TEXT.richiede_pep,
      okDesc: 'Il modulo di Adeguata Verifica è completo',
      showInRecapIfOk: false,
    },
  ];

  const failing = (Object.keys(checks) as CheckKey[]).filter((k) => checks[k] === 'ko');
  const contactKeys: CheckKey[] = ['emailConfirmed', 'mobileConfirmed'];
  return {
    checks,
    items,
    messages,
    allOk: failing.length === 0,
    onlyContactsPending: failing.length > 0 && failing.every((k) => contactKeys.includes(k)),
    emailStale,
    mobileStale,
  };
}

/** Pages on which the 'Stato conto' modal never opens (document 1 §2). */
export const STATUS_MODAL_EXCLUDED_PATHS = [
  /^\/ticket-print(\/|$)/,
  /^\/account\/status(\/|$)/,
  /^\/account\/edit\/contatti-e-privacy(\/|$)/,
  /^\/debug(\/|$)/,
];

export function statusModalAllowedOn(pathname: string): boolean {
  return !STATUS_MODAL_EXCLUDED_PATHS.some((re) => re.test(pathname));
}

/** Site id 87 makes the (document) modal non-closable regardless of variables. */
export const NON_CLOSABLE_SITE_ID = 87;

export interface ModalClosability {
  siteFullyLocked: boolean;
  closableVariable: boolean;
  siteId: number;
}

/**
 * 'Non ora' closes the modal when only contact verification is pending and the site is not fully
 * locked; otherwise the site variable decides; site id 87 is never closable.
 */
export function isStatusModalClosable(status: AccountStatus, opts: ModalClosability): boolean {
  if (opts.siteId === NON_CLOSABLE_SITE_ID) return false;
  if (status.onlyContactsPending && !opts.siteFullyLocked) return true;
  return opts.closableVariable;
}

/** Account states in which the player can still log in but money and play are blocked. */
export function isPlayBlocked(statoConto: number): boolean {
  return statoConto !== ACCOUNT_STATE.VALIDATED && statoConto !== ACCOUNT_STATE.PROVISIONAL;
}
