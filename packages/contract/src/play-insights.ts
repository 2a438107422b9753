import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { LIMIT_PERIODS } from './responsible-gaming.ts';
import { INSIGHTS_TEXT, REALITY_CHECK_TEXT } from './play-insights-texts.ts';
export * from './play-insights-texts.ts';

/**
 * GetPromemoriaSessione / SavePromemoriaSessione / ContinuaPromemoriaSessione: the reality check
 * of the session (docs/responsible-gaming.md). The server keeps the session's start, the chosen
 * interval and the last 'Continua', and says when the next reminder is due.
 */
export const ZPromemoriaData = z.object({
  /** The interval in force (minutes) and the ones the rule set offers. */
  minuti: z.number().int(),
  scelte: z.array(z.number().int()),
  inizioSessione: z.string(),
  /** When the next reminder is due (ISO); `dovuto` when that is now or past. */
  prossimoAlle: z.string(),
  dovuto: z.boolean(),
  /** The server's clock when it answered: the client counts the wait from it, not from its own clock. */
  ora: z.string(),
  /** Minutes since the session started, and the session's play in cents from the ledger. */
  minutiSessione: z.number().int(),
  puntate: z.number().int(),
  vincite: z.number().int(),
  /** Winnings minus stakes: negative when the session lost money. */
  risultatoNetto: z.number().int(),
});
export type TPromemoriaData = z.infer<typeof ZPromemoriaData>;
export const ZPromemoriaResponse = ZEnvelope(ZPromemoriaData);

export const ZSavePromemoriaRequest = z.object({
  minuti: z.number({ error: REQUIRED }).int({ error: REALITY_CHECK_TEXT.choiceInvalid([15, 30, 60]) }),
});
export type TSavePromemoriaRequest = z.input<typeof ZSavePromemoriaRequest>;

/** GetAndamentoGioco?periodo=GG|WW|MM: 14 days, 12 weeks or 12 months, oldest first, from the ledger and the sessions. */
export const ZAndamentoQuery = z.object({
  periodo: z.enum(LIMIT_PERIODS, { error: INSIGHTS_TEXT.periodInvalid }).default('MM'),
});
export const ZAndamentoRiga = z.object({
  /** The bucket's bounds (ISO, Italian calendar): `dal` included, `al` excluded. */
  dal: z.string(),
  al: z.string(),
  ricariche: z.number().int(),
  prelievi: z.number().int(),
  puntate: z.number().int(),
  vincite: z.number().int(),
  risultatoNetto: z.number().int(),
  minutiGioco: z.number().int(),
});
export type TAndamentoRiga = z.infer<typeof ZAndamentoRiga>;
export const ZAndamentoData = z.object({ periodo: z.enum(LIMIT_PERIODS), righe: z.array(ZAndamentoRiga) });
export type TAndamentoData = z.infer<typeof ZAndamentoData>;
export const ZAndamentoResponse = ZEnvelope(ZAndamentoData);
