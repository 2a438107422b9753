/**
 * The Italian fiscal code (codice fiscale, D.M. 23/12/1976): generation, check character,
 * omocodia and decoding. Pure: the cadastral (Belfiore) code of the birth place is an input,
 * looked up by the caller in the municipality/country dataset.
 */

export type Sex = 'M' | 'F';

/** 16 characters; the seven digit positions may carry omocodia letters. */
export const CODICE_FISCALE_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Month letters, January to December. */
export const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Omocodia substitutes for 0–9 (used when two people would otherwise share a code). */
const OMOCODE_LETTERS = 'LMNPQRSTUV';
/** The digit positions that omocodia replaces, in the order the tax office replaces them (right to left). */
export const OMOCODE_POSITIONS = [14, 13, 12, 10, 9, 7, 6] as const;

// Values of characters in odd (1st, 3rd, …) positions for the check character; even positions use 0–25 / 0–9.
// prettier-ignore
const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
const evenValue = (c: string) => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

/** Upper-case A–Z only: accents dropped (Nicolò → NICOLO), apostrophes and spaces removed. */
export function normaliseLetters(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isVowel = (c: string) => 'AEIOU'.includes(c);
const split = (s: string) => {
  const letters = normaliseLetters(s).split('');
  return {
    consonants: letters.filter((c) => !isVowel(c)),
    vowels: letters.filter(isVowel),
  };
};

/** Surname: consonants, then vowels, then X, first three. */
export function surnameCode(surname: string): string {
  const { consonants, vowels } = split(surname);
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** Name: with four or more consonants the 1st, 3rd and 4th; otherwise as for the surname. */
export function nameCode(name: string): string {
  const { consonants, vowels } = split(name);
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** Year (2 digits), month letter, day (+40 for women). */
export function birthCode(date: { year: number; month: number; day: number }, sex: Sex): string {
  const yy = String(date.year % 100).padStart(2, '0');
  const dd = String(date.day + (sex === 'F' ? 40 : 0)).padStart(2, '0');
  return `${yy}${MONTH_LETTERS[date.month - 1]}${dd}`;
}

/** The control character of the first 15 characters. */
export function checkCharacter(first15: string): string {
  const s = first15.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i]!;
    // Positions are counted from 1, so index 0 is an "odd" position.
    sum += i % 2 === 0 ? (ODD_VALUES[c] ?? 0) : evenValue(c);
  }
  return String.fromCharCode(65 + (sum % 26));
}

export interface PersonData {
  nome: string;
  cognome: string;
  sesso: Sex;
  /** ISO date YYYY-MM-DD. */
  dataNascita: string;
  /** Cadastral (Belfiore) code of the birth municipality, or the Z code of the foreign country. */
  codiceCatastale: string;
}

export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Generates the (non-omocode) fiscal code; null when the date or cadastral code is unusable. */
export function generateCodiceFiscale(p: PersonData): string | null {
  const date = parseIsoDate(p.dataNascita);
  const place = p.codiceCatastale.trim().toUpperCase();
  if (!date || !/^[A-Z]\d{3}$/.test(place)) return null;
  const first15 = `${surnameCode(p.cognome)}${nameCode(p.nome)}${birthCode(date, p.sesso)}${place}`;
  return first15 + checkCharacter(first15);
}

/** Checks shape and check character (omocode codes included). */
export function isValidCodiceFiscale(code: string): boolean {
  const cf = code.trim().toUpperCase();
  return CODICE_FISCALE_PATTERN.test(cf) && checkCharacter(cf.slice(0, 15)) === cf[15];
}

/** Replaces omocodia letters with their digits and recomputes the check character. */
export function normaliseOmocode(code: string): string {
  const chars = code.trim().toUpperCase().split('');
  for (const pos of OMOCODE_POSITIONS) {
    const idx = OMOCODE_LETTERS.indexOf(chars[pos] ?? '');
    if (idx >= 0) chars[pos] = String(idx);
  }
  const first15 = chars.slice(0, 15).join('');
  return first15 + checkCharacter(first15);
}

/** The omocode variants 1–7 of a code, in the order the tax office assigns them. */
export function omocodeVariants(code: string): string[] {
  const base = normaliseOmocode(code).split('');
  const out: string[] = [];
  for (const pos of OMOCODE_POSITIONS) {
    base[pos] = OMOCODE_LETTERS[Number(base[pos])]!;
    const first15 = base.slice(0, 15).join('');
    out.push(first15 + checkCharacter(first15));
  }
  return out;
}

export interface DecodedCodiceFiscale {
  /** The code as given, upper-case. */
  fiscalCode: string;
  /** ISO date YYYY-MM-DD. */
  bornDate: string;
  sex: Sex;
  /** Cadastral code (characters 12 to 15). */
  catastale: string;
  /** True when the birth place is a foreign country (Z codes). */
  estero: boolean;
  /** The code's card expiry as the product records it: the end of the year ten years from now (document 2 §9). */
  expirationDate: string;
}

/**
 * Decodes birth date, sex and place. A two-digit year is ambiguous by nature: the century is the
 * most recent one that makes the holder at least `minAgeYears` old (only adults hold a game
 * account, so by default a code that would mean a minor is read as the century before).
 */
export function decodeCodiceFiscale(code: string, today: Date = new Date(), minAgeYears = 18): DecodedCodiceFiscale | null {
  const cf = code.trim().toUpperCase();
  if (!isValidCodiceFiscale(cf)) return null;
  const n = normaliseOmocode(cf);
  const yy = Number(n.slice(6, 8));
  const month = MONTH_LETTERS.indexOf(n[8]!) + 1;
  let day = Number(n.slice(9, 11));
  const sex: Sex = day > 40 ? 'F' : 'M';
  if (day > 40) day -= 40;
  const latestYear = today.getUTCFullYear() - minAgeYears;
  let year = Math.floor(today.getUTCFullYear() / 100) * 100 + yy;
  if (year > latestYear) year -= 100;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!parseIsoDate(iso)) return null;
  const catastale = n.slice(11, 15);
  return {
    fiscalCode: cf,
    bornDate: iso,
    sex,
    catastale,
    estero: catastale.startsWith('Z'),
    expirationDate: `${today.getUTCFullYear() + 10}-12-31`,
  };
}

/** Two codes are the same person's when they match once omocodia is undone. */
export function sameCodiceFiscale(a: string, b: string): boolean {
  return normaliseOmocode(a) === normaliseOmocode(b);
}

/**
 * Whether a typed code agrees with the person's data: the generated code or one of its omocode
 * variants. Returns the code to suggest when it does not ('Vuoi modificarlo con {code}?').
 */
export function verifyAgainstPerson(typed: string, p: PersonData): { ok: true } | { ok: false; suggestion: string | null } {
  const generated = generateCodiceFiscale(p);
  if (!generated) return { ok: false, suggestion: null };
  if (isValidCodiceFiscale(typed) && sameCodiceFiscale(typed, generated)) return { ok: true };
  return { ok: false, suggestion: generated };
}

/**
 * Consistency of the personal data with a code, ignoring the birth place (used when the
 * place is not known yet): surname, name, birth date and sex must agree.
 */
export function personMatches(typed: string, p: Omit<PersonData, 'codiceCatastale'>): boolean {
  const date = parseIsoDate(p.dataNascita);
  if (!date || !isValidCodiceFiscale(typed)) return false;
  const n = normaliseOmocode(typed);
  return n.slice(0, 11) === `${surnameCode(p.cognome)}${nameCode(p.nome)}${birthCode(date, p.sesso)}`;
}
