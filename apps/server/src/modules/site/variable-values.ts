import type { TSiteVariable } from '@betsite/contract/site';

/**
 * What each site variable may hold. The readers fall back on a default only when a value is not a
 * number at all, so an operator's slip would otherwise reach players: an empty
 * Scommesse_ImportoMax reads as 0 (every bet refused), a negative minimum stake as no minimum, a
 * `javascript:` link in a page, a pattern that does not compile at every registration. Variables not
 * listed are free text (opening hours, a phone number, a message).
 */
type Rule = (value: string) => string | null;

const bool: Rule = (v) => (v === 'true' || v === 'false' ? null : 'Valore non valido: scrivi true oppure false');
const whole =
  (min: number, max: number, unit = ''): Rule =>
  (v) =>
    /^\d{1,12}$/.test(v) && Number(v) >= min && Number(v) <= max
      ? null
      : `Valore non valido: un numero intero da ${min.toLocaleString('it-IT')} a ${max.toLocaleString('it-IT')}${unit}`;
/** A page of the site (/…) or an https/http address; empty = not set. */
const link: Rule = (v) => {
  if (v === '' || (v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v))) return null;
  try {
    const u = new URL(v);
    if ((u.protocol === 'https:' || u.protocol === 'http:') && !/\s/.test(v)) return null;
  } catch {
    /* not an address */
  }
  return 'Valore non valido: un indirizzo che inizia con / oppure con https://';
};
const email: Rule = (v) => (v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'Valore non valido: un indirizzo e-mail');
const pattern: Rule = (v) => {
  if (v === '') return null;
  try {
    new RegExp(v);
    return null;
  } catch {
    return 'Valore non valido: un’espressione regolare che non si compila';
  }
};
/** Registration steps that may be switched off: 2–9, comma separated (registration-page.tsx). */
const steps: Rule = (v) => (/^\s*([2-9]\s*(,\s*[2-9]\s*)*)?$/.test(v) ? null : 'Valore non valido: numeri di passo da 2 a 9 separati da virgole');

const CENT_MAX = 100_000_000_00; // one hundred million euro, far beyond any real stake or win

const RULES: Partial<Record<TSiteVariable, Rule>> = {
  VIP_System_Enabled: bool,
  StatusModal_Closable: bool,
  DepositLimit_SortDescending: bool,
  VerifyContacts_Days: whole(1, 3650, ' (giorni)'),
  SiteId: whole(1, 2_000_000_000),
  ContrattoDiGioco_Url: link,
  LiveChat_Url: link,
  SocialGroupLink: link,
  Ranking_Regolamento_Url: link,
  SupportEmail: email,
  Affiliate_Email: email,
  Mobile_CustomPattern: pattern,
  Registration_DisabledSteps: steps,
  Scommesse_ImportoMin: whole(1, CENT_MAX, ' (centesimi)'),
  Scommesse_ImportoMax: whole(1, CENT_MAX, ' (centesimi)'),
  Scommesse_VincitaMax: whole(1, CENT_MAX, ' (centesimi)'),
  Scommesse_QuotaMin: whole(100, 100_000, ' (quota × 100)'),
};

/** Why `value` cannot be the value of `name`, or null when it can. */
export function siteVariableIssue(name: string, value: string): string | null {
  return RULES[name as TSiteVariable]?.(value) ?? null;
}

/**
 * The stake limits must stay in order, whichever is changed: a minimum above the maximum refuses
 * every bet. `now` holds both as they are (their defaults when unset).
 */
export function stakeRangeIssue(name: string, value: string, now: { min: number; max: number }): string | null {
  if (name === 'Scommesse_ImportoMin' && Number(value) > now.max)
    return 'L’importo minimo della giocata non può superare l’importo massimo (Scommesse_ImportoMax)';
  if (name === 'Scommesse_ImportoMax' && Number(value) < now.min)
    return 'L’importo massimo della giocata non può essere inferiore all’importo minimo (Scommesse_ImportoMin)';
  return null;
}
