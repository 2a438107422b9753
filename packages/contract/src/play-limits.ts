import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { LIMIT_PERIODS, ZSaveLimitazioneRequest } from './responsible-gaming.ts';
import { RG_TEXT } from './responsible-gaming-messages.ts';
import { MAX_LIMIT_CENTS } from './responsible-gaming-limits.ts';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_KINDS, PLAY_LIMIT_TEXT } from './play-limits-texts.ts';
export * from './play-limits-texts.ts';

/**
 * GetLimitiGioco / SaveLimiteGioco: spending limits (cents of net loss) and time-of-play limits
 * (minutes logged in) per period, with the deposit limit's rules (docs/responsible-gaming.md).
 */
export const ZSaveLimiteGiocoRequest = z.object({
  tipo: z.enum(PLAY_LIMIT_KINDS, { error: PLAY_LIMIT_TEXT.kindInvalid }),
  tipoPeriodo: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
  /** Cents for 'spesa', minutes for 'tempo'. */
  valore: z
    .number({ error: REQUIRED })
    .int({ error: PLAY_LIMIT_TEXT.valueInvalid })
    .positive({ error: PLAY_LIMIT_TEXT.valueInvalid })
    .max(MAX_LIMIT_CENTS, { error: RG_TEXT.amountTooHigh('99.000') }),
});
export type TSaveLimiteGiocoRequest = z.input<typeof ZSaveLimiteGiocoRequest>;

export const ZLimiteGioco = z.object({
  tipo: z.enum(PLAY_LIMIT_KINDS),
  tipoPeriodo: z.enum(LIMIT_PERIODS),
  /** In force: cents ('spesa') or minutes ('tempo'). */
  valore: z.number().int(),
  valoreInAttesa: z.number().int().nullable(),
  attivoDal: z.string().nullable(),
  /** Used in the current window (net loss, never below 0, or minutes) and what is left. */
  utilizzato: z.number().int(),
  disponibile: z.number().int(),
});
export type TLimiteGioco = z.infer<typeof ZLimiteGioco>;

export const ZLimitiGiocoData = z.object({
  limiti: z.array(ZLimiteGioco),
  periodi: z.array(z.enum(LIMIT_PERIODS)),
  ritardoAumentoOre: z.number().int(),
  /** Caps on a first limit per kind and period (rule-set data), null when the rules have none. */
  tetti: z.object({
    spesa: z.partialRecord(z.enum(LIMIT_PERIODS), z.number().int()).nullable(),
    tempo: z.partialRecord(z.enum(LIMIT_PERIODS), z.number().int()).nullable(),
  }),
});
export type TLimitiGiocoData = z.infer<typeof ZLimitiGiocoData>;
export const ZLimitiGiocoResponse = ZEnvelope(ZLimitiGiocoData);
export const ZSaveLimiteGiocoResponse = ZEnvelope(ZLimiteGioco);

/** Values per period (cents, cents, minutes), for the periods the rule set offers. */
const ZPerPeriod = z.partialRecord(z.enum(LIMIT_PERIODS), z.number().int());
/**
 * The first access (contract version, then the three limits, each with a period of its own and the
 * caps prefilled). `tipoPeriodo` with `deposito`/`spesa`/`tempo` is the proposal the screen opens
 * with; `proposte` holds the prefill (the cap, or the concession's daily figures × the period's
 * days) for every period in `periodi`, so changing a limit's period changes its proposal.
 */
export const ZPrimoAccessoData = z.object({
  dovuto: z.boolean(),
  versioneContratto: z.string(),
  periodi: z.array(z.enum(LIMIT_PERIODS)),
  tipoPeriodo: z.enum(LIMIT_PERIODS),
  deposito: z.number().int(),
  spesa: z.number().int(),
  tempo: z.number().int(),
  proposte: z.object({ deposito: ZPerPeriod, spesa: ZPerPeriod, tempo: ZPerPeriod }),
});
export type TPrimoAccessoData = z.infer<typeof ZPrimoAccessoData>;
export const ZPrimoAccessoResponse = ZEnvelope(ZPrimoAccessoData);

const ZCents = z
  .number({ error: REQUIRED })
  .int({ error: PLAY_LIMIT_TEXT.valueInvalid })
  .positive({ error: PLAY_LIMIT_TEXT.valueInvalid })
  .max(MAX_LIMIT_CENTS, { error: RG_TEXT.amountTooHigh('99.000') });
export const ZCompletaPrimoAccessoRequest = z.object({
  versioneContratto: z.string({ error: REQUIRED }).max(40, { error: FIRST_ACCESS_TEXT.versionChanged }),
  accetto: z.literal(true, { error: FIRST_ACCESS_TEXT.mustAccept }),
  /** Each limit has its own period (day, week or month among those the rule set offers). */
  tipoPeriodoDeposito: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
  tipoPeriodoSpesa: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
  tipoPeriodoTempo: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
  deposito: ZCents,
  spesa: ZCents,
  tempo: z.number({ error: REQUIRED }).int({ error: PLAY_LIMIT_TEXT.minutesInvalid }).positive({ error: PLAY_LIMIT_TEXT.minutesInvalid }),
});
export type TCompletaPrimoAccessoRequest = z.input<typeof ZCompletaPrimoAccessoRequest>;
export const ZCompletaPrimoAccessoResponse = ZEnvelope(z.null());

/**
 * The web's new-limit forms (deposit, spending, time of play): the period and the value as the
 * player types it ('12,50' euro, or minutes). `read` turns the text into the number the server
 * takes (null when it is not one); an amount is then held to SaveLimitazione's own rule
 * (`ZLimitEuro`), minutes to `ZLimitMinutes`; `ceilings` are the limits no request schema knows (a
 * first limit's cap, a period's minutes), the first one exceeded giving its text.
 */
export const ZLimitEuro = ZSaveLimitazioneRequest.shape.importo;
export const ZLimitMinutes = z.number({ error: REQUIRED }).int({ error: PLAY_LIMIT_TEXT.minutesInvalid }).positive({ error: PLAY_LIMIT_TEXT.minutesInvalid });
/** A number as the player types it, read by `read` (null: not a number) and held to `rule`: empty is 'required', text that is not a number fails the rule's positive check. */
export const typedNumber = (read: (typed: string) => number | null, rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((typed) => (typed.trim() ? (read(typed) ?? -1) : undefined))
    .pipe(rule as z.ZodType<number, number | undefined>);
export const limitFormSchema = (
  read: (typed: string) => number | null,
  rule: z.ZodType<number, number>,
  ceilings: readonly { max: number; message: string }[],
) =>
  z.object({
    tipoPeriodo: z.enum(LIMIT_PERIODS, { error: RG_TEXT.periodInvalid }),
    valore: typedNumber(read, rule).superRefine((n, ctx) => {
      const over = ceilings.find((c) => n > c.max);
      if (over) ctx.addIssue({ code: 'custom', message: over.message });
    }),
  });

/** The web's first-access form: CompletaPrimoAccesso's own schema, its three limits as typed (euro amounts, minutes). */
export const firstAccessFormSchema = (readEuro: (typed: string) => number | null, readMinutes: (typed: string) => number | null) =>
  ZCompletaPrimoAccessoRequest.extend({
    deposito: typedNumber(readEuro, ZLimitEuro),
    spesa: typedNumber(readEuro, ZLimitEuro),
    tempo: typedNumber(readMinutes, ZCompletaPrimoAccessoRequest.shape.tempo),
  });
