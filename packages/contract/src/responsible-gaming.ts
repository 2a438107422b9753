import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { RG_TEXT } from './responsible-gaming-messages.ts';
import { MAX_LIMIT_CENTS, SAVE_ESCLUSIONE_TIPO } from './responsible-gaming-limits.ts';
export * from './responsible-gaming-limits.ts';

/**
 * Responsible-gaming calls (document 2 §7): EL_GetLimitazioniDeposito, SaveLimitazione,
 * GetTipiAutoesclusioneTrasversale, SaveEsclusione — legacy field names kept; `importo` in cents.
 */
export const RG_CODES = {
  OK: 0,
  ALREADY_EXCLUDED: -2,
  NOT_FOUND: -1,
} as const;

/** Legacy period codes; which ones are offered is rule-set data (`rg_rule_sets.limit_periods`). */
export const LIMIT_PERIODS = ['GG', 'WW', 'MM'] as const;
export type TLimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Text PostgreSQL can store: a NUL byte is refused (400) instead of failing the insert. */
const noNul = (v: string) => !v.includes('\u0000');

/** `cookieId` is the legacy client's session cookie: accepted and ignored (the bearer token identifies the player). */
const ZCookieId = z.string().max(200).refine(noNul, { error: 'Valore non valido' }).nullish();

export const ZSaveLimitazioneRequest = z.object({
  cookieId: ZCookieId,
  importo: z
    .number({ error: REQUIRED })
    .int({ error: RG_TEXT.amountInvalid })
    .positive({ error: RG_TEXT.amountInvalid })
    .max(MAX_LIMIT_CENTS, { error: RG_TEXT.amountTooHigh('99.000') }),
  numVoltePeriodo: z
    .number({ error: RG_TEXT.timesInvalid })
    .int({ error: RG_TEXT.timesInvalid })
    .min(1, { error: RG_TEXT.timesInvalid })
    .max(1, { error: RG_TEXT.timesInvalid })
    .default(1),
  tipoPeriodo: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
});
export type TSaveLimitazioneRequest = z.input<typeof ZSaveLimitazioneRequest>;

export const ZLimitazione = z.object({
  /** Document 2's name for the period of a limit in force ("Limits data: periodo, importo"). */
  periodo: z.enum(LIMIT_PERIODS),
  /** The same period under the name the save request and the registration's list use. */
  tipoPeriodo: z.enum(LIMIT_PERIODS),
  /** The limit in force, in cents. */
  importo: z.number().int(),
  numVoltePeriodo: z.number().int(),
  /** A raise waiting for its delay (cents), and when it takes effect (ISO date-time). */
  importoInAttesa: z.number().int().nullable(),
  attivoDal: z.string().nullable(),
  /** Cents deposited in the current window, and still available. */
  utilizzato: z.number().int(),
  disponibile: z.number().int(),
});
export type TLimitazione = z.infer<typeof ZLimitazione>;

export const ZLimitazioniData = z.object({
  limitazioni: z.array(ZLimitazione),
  /** Periods the rules in force offer. */
  periodi: z.array(z.enum(LIMIT_PERIODS)),
  /** Hours a raise waits (7 days under the specification). */
  ritardoAumentoOre: z.number().int(),
  /** The cap on a first limit per period in cents (rule-set data), null when none. */
  tettoPrimoLimite: z.partialRecord(z.enum(LIMIT_PERIODS), z.number().int()).nullable(),
});
export type TLimitazioniData = z.infer<typeof ZLimitazioniData>;
export const ZLimitazioniResponse = ZEnvelope(ZLimitazioniData);
export const ZSaveLimitazioneResponse = ZEnvelope(ZLimitazione);

export const ZTipoAutoesclusione = z.object({
  /** The legacy `tipoTrasversale` code. */
  id: z.number().int(),
  descrizione: z.string(),
  tipo: z.enum(['temporary', 'permanent']),
  giorniMin: z.number().int(),
  giorniMax: z.number().int().nullable(),
  prodotto: z.string(),
});
export type TTipoAutoesclusione = z.infer<typeof ZTipoAutoesclusione>;

export const ZEsclusioneAttiva = z.object({
  tipo: z.enum(['temporary', 'permanent']),
  prodotto: z.string(),
  dal: z.string(),
  al: z.string().nullable(),
  revocabileDal: z.string().nullable(),
});
export type TEsclusioneAttiva = z.infer<typeof ZEsclusioneAttiva>;

export const ZTipiAutoesclusioneData = z.object({ tipi: z.array(ZTipoAutoesclusione), attive: z.array(ZEsclusioneAttiva) });
export type TTipiAutoesclusioneData = z.infer<typeof ZTipiAutoesclusioneData>;
export const ZTipiAutoesclusioneResponse = ZEnvelope(ZTipiAutoesclusioneData);

export const ZSaveEsclusioneRequest = z.object({
  cookieId: ZCookieId,
  tipo: z.literal(SAVE_ESCLUSIONE_TIPO, { error: RG_TEXT.tipoInvalid }),
  /** End date (YYYY-MM-DD or ISO date-time) for choices with a range of days; ignored otherwise. */
  termine: z.string().trim().max(40, { error: RG_TEXT.dateInvalid }).refine(noNul, { error: 'Valore non valido' }).nullish(),
  note: z.string().trim().max(500, { error: RG_TEXT.noteTooLong }).refine(noNul, { error: 'Valore non valido' }).nullish(),
  tipoTrasversale: z.number({ error: RG_TEXT.typeInvalid }).int({ error: RG_TEXT.typeInvalid }),
});
export type TSaveEsclusioneRequest = z.input<typeof ZSaveEsclusioneRequest>;
export const ZSaveEsclusioneResponse = ZEnvelope(ZEsclusioneAttiva);
