import type { TSiteVariable } from '@betsite/contract/site';
import { isInternalPath } from '@betsite/contract/internal-path';

/**
 * What each site variable may hold. The readers fall back on a default only when a value is not a
 * number at all, so an operator's slip would otherwise reach players: an empty
 * Scommesse_ImportoMax reads as 0 (every bet refused), a negative minimum stake as no minimum, a
 * `javascript:` link in a page, a pattern that does not compile (or backtracks for seconds) at
 * every registration. Variables not listed are free text (opening hours, a phone number, a message).
 */
type Rule = (value: string) => string | null;

const bool: Rule = (v) => (v === 'true' || v === 'false' ? null : 'Valore non valido: scrivi true oppure false');
const whole =
  (min: number, max: number, unit = ''): Rule =>
  (v) =>
    /^\d{1,12}$/.test(v) && Number(v) >= min && Number(v) <= max
      ? null
      : `Valore non valido: un numero intero da ${min.toLocaleString('it-IT')} a ${max.toLocaleString('it-IT')}${unit}`;
/** A page of the site (/…, not `//host` nor `/\host`) or an https/http address; empty = not set. */
const link: Rule = (v) => {
  if (v === '' || isInternalPath(v)) return null;
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
  } catch {
    return 'Valore non valido: un’espressione regolare che non si compila';
  }
  return slowPatternIssue(v);
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

/** A mobile pattern is short: the site's own rule fits in a few dozen characters. */
export const MOBILE_PATTERN_MAX = 100;
/** The longest mobile number the pattern is run on (the contract's ZMobile, after trimming). */
const MOBILE_MAX = 20;
/** Repetitions without an upper bound (`*`, `+`, `{n,}`) a pattern may hold. */
const UNBOUNDED_MAX = 2;
/** Ways of matching a number the pattern may leave to the engine (see `slowPatternIssue`). */
const CHOICES_MAX = 1_000;

export const PATTERN_TEXT = {
  tooLong: `Valore non valido: un’espressione regolare di al massimo ${MOBILE_PATTERN_MAX} caratteri`,
  backreference: 'Valore non valido: l’espressione non può richiamare un gruppo (\\1, \\k<nome>)',
  lookaround: 'Valore non valido: l’espressione non può usare lookahead o lookbehind ((?=, (?!, (?<=, (?<!)',
  nested: 'Valore non valido: un gruppo che si ripete (*, +, {n,m}) non può contenere altre ripetizioni né alternative (|), ad esempio (\\d+)+ o (a|aa)*',
  unbounded: `Valore non valido: al massimo ${UNBOUNDED_MAX} ripetizioni illimitate (*, +, {n,})`,
  tooManyChoices: 'Valore non valido: troppe parti variabili (?, *, +, {n,m}, |): controllare un numero sarebbe troppo lento',
} as const;

/** What the walk learns of a piece of the pattern. */
interface Piece {
  /** Ways the engine may try to match it against a number (at most MOBILE_MAX characters). */
  choices: number;
  /** It holds a repetition or an alternative (`|`): a group holding one may not repeat. */
  varies: boolean;
}

/**
 * Why a pattern that compiles could still freeze the process, or null. Mobile_CustomPattern runs on
 * every mobile number of an anonymous PreRegister / Register and of a profile change (mobileIssue in
 * the contract), in the request's thread, and JavaScript's engine backtracks: `^(.*)(.*)…x$` with a
 * dozen groups took seconds on a 20-character number. This refuses, reading the pattern once:
 * - more than MOBILE_PATTERN_MAX characters;
 * - backreferences (`\1`, `\k<name>`) and lookarounds (`(?=`, `(?!`, `(?<=`, `(?<!`): a mobile rule
 *   needs neither, and both escape the counting below;
 * - a group that repeats (any quantifier but `?`/`{0,1}`) holding a quantifier or an alternative:
 *   `(a+)+`, `(a|aa)*`, `(.*){2,}`, the exponential cases;
 * - more than UNBOUNDED_MAX unbounded quantifiers, and, in general, more than CHOICES_MAX ways of
 *   matching: each variable quantifier multiplies them by how many lengths it can take on a number
 *   (`?` 2, `{6,7}` 2, `*` 21), an alternative adds its branches' ways, an optional group adds one.
 *   `^\+?39?3\d{8,9}$` has 8; three `.*` in a row have 9 261.
 * Typical Italian patterns (`^3\d{8,9}$`, `^\+?39?3\d{9}$`, `^(\+39|0039)?\s?3\d{2}\s?\d{6,7}$`) pass.
 * The pattern has compiled already (no unbalanced brackets to guard against here).
 */
export function slowPatternIssue(src: string): string | null {
  if (src.length > MOBILE_PATTERN_MAX) return PATTERN_TEXT.tooLong;
  let i = 0;
  let unbounded = 0;
  class Refused extends Error {}
  const refuse = (message: string): never => {
    throw new Refused(message);
  };

  /** `a|b|…` up to a `)` or the end: the branches' ways add up. */
  function alternatives(): Piece {
    const first = sequence();
    let { choices, varies } = first;
    while (src[i] === '|') {
      i++;
      choices += sequence().choices;
      varies = true;
    }
    return { choices, varies };
  }

  /** Atoms one after another, each maybe quantified: their ways multiply. */
  function sequence(): Piece {
    let choices = 1;
    let varies = false;
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const atom = piece();
      const q = quantifier();
      if (!q) {
        choices *= atom.choices;
        varies ||= atom.varies;
        continue;
      }
      varies = true;
      if (q.max > 1 && atom.varies) refuse(PATTERN_TEXT.nested);
      if (q.max === Infinity && ++unbounded > UNBOUNDED_MAX) refuse(PATTERN_TEXT.unbounded);
      // Repeating at most once: skipped, or matched in any of its own ways. More: as many ways as
      // lengths it can take on a number (its contents have one way, or it was refused above).
      choices *= q.max <= 1 ? (q.min === 0 ? 1 : 0) + atom.choices : Math.min(q.max, MOBILE_MAX) - Math.min(q.min, MOBILE_MAX) + 1;
      if (choices > CHOICES_MAX) refuse(PATTERN_TEXT.tooManyChoices);
    }
    return { choices, varies };
  }

  /** One atom: a group, a class `[…]`, an escape `\x`, or a single character. */
  function piece(): Piece {
    const c = src[i];
    if (c === '(') {
      i++;
      if (/^\?(=|!|<=|<!)/.test(src.slice(i, i + 3))) refuse(PATTERN_TEXT.lookaround);
      // `(?:`, `(?<name>`, `(?i:`: the group's own syntax, then its contents.
      if (src[i] === '?') {
        const end = src.indexOf(src[i + 1] === '<' ? '>' : ':', i);
        i = end < 0 ? src.length : end + 1;
      }
      const inner = alternatives();
      i++; // ')'
      return inner;
    }
    if (c === '[') {
      for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
      i++; // ']'
      return { choices: 1, varies: false };
    }
    if (c === '\\') {
      const next = src[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && src[i + 2] === '<')) refuse(PATTERN_TEXT.backreference);
      i += 2;
      return { choices: 1, varies: false };
    }
    i++;
    return { choices: 1, varies: false };
  }

  /** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (and a lazy `?` after it), or null: a `{` that is not one is a character. */
  function quantifier(): { min: number; max: number } | null {
    const c = src[i];
    let q: { min: number; max: number } | null = null;
    if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '?') q = { min: 0, max: 1 };
    if (q) i++;
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return null;
      i += m[0].length;
      q = { min: Number(m[1]), max: m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity };
    } else return null;
    if (src[i] === '?') i++;
    return q;
  }

  try {
    alternatives();
    return null;
  } catch (e) {
    if (e instanceof Refused) return e.message;
    throw e;
  }
}

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
