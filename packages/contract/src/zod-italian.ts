import type * as zod from 'zod';
import { REQUIRED } from './form-texts.ts';

/**
 * The default message of every schema rule that does not say its own, in plain Italian. zod's
 * bundled Italian locale names JavaScript types and notation ("atteso string, ricevuto vettore",
 * "int deve essere <=9007199254740991", 'uno tra "0"|"1"'), which a player cannot read; these say
 * what the value should be. A schema's own message (REQUIRED, "Massimo 40 caratteri"…) still wins.
 */
type Issue = Parameters<zod.core.$ZodErrorMap>[0];

const EXPECTED: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  bigint: 'un numero intero',
  boolean: 'vero o falso',
  array: 'un elenco di valori',
  tuple: 'un elenco di valori',
  object: 'un insieme di campi',
  record: 'un insieme di campi',
  date: 'una data',
};

const FORMAT: Record<string, string> = {
  email: 'Indirizzo email non valido',
  url: 'Indirizzo web non valido',
  datetime: 'Data e ora non valide',
  date: 'Data non valida',
  time: 'Ora non valida',
  iban: 'IBAN non valido',
};

/** Numbers as a player writes them (1.000, 0,5); limits past any real value just say "troppo". */
const num = (n: number | bigint) => (typeof n === 'bigint' ? n.toString() : n.toLocaleString('it-IT', { maximumFractionDigits: 2 }));
const absurd = (n: number | bigint) => Number(n) >= 1e12 || Number(n) <= -1e12;

function sizeText(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum;
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (!big && Number(limit) === 1) return REQUIRED;
      return big ? `Massimo ${num(limit)} caratteri` : `Minimo ${num(limit)} caratteri`;
    case 'array':
    case 'set':
    case 'map':
      return big ? `Al massimo ${num(limit)} elementi` : `Almeno ${num(limit)} ${Number(limit) === 1 ? 'elemento' : 'elementi'}`;
    case 'date':
      return big ? 'Data troppo lontana' : 'Data troppo vecchia';
    default:
      if (absurd(limit)) return big ? 'Numero troppo grande' : 'Numero troppo piccolo';
      if (big) return inclusive ? `Il valore massimo è ${num(limit)}` : `Il valore deve essere minore di ${num(limit)}`;
      return inclusive ? `Il valore minimo è ${num(limit)}` : `Il valore deve essere maggiore di ${num(limit)}`;
  }
}

export function italianIssueText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      const expected = EXPECTED[issue.expected];
      return expected ? `Valore non valido: è atteso ${expected}` : 'Valore non valido';
    }
    case 'too_big':
    case 'too_small':
      return sizeText(issue);
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'Formato non valido';
    case 'not_multiple_of':
      return `Il valore deve essere un multiplo di ${num(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Campi non previsti: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Valore non ammesso';
    default:
      return 'Valore non valido';
  }
}
