import { ZEnvelope } from './envelope.ts';
import { SPORTS_TEXT } from './sportsbook-messages.ts';
import { z } from './zod.ts';

/** The sportsbook ('Scommesse', docs/sportsbook.md): schedule and bet placement. Odds × 100, money in cents. */

export { SPORTS_CODES, SPORTS_TEXT } from './sportsbook-messages.ts';

export const SPORT_SLUGS = ['calcio', 'tennis', 'basket'] as const;
export type TSportSlug = (typeof SPORT_SLUGS)[number];

const ZHash = z.string({ error: SPORTS_TEXT.outcome }).regex(/^[A-Za-z0-9]{1,64}$/, { error: SPORTS_TEXT.outcome });
const ZSlug = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Valore non valido' });

export const ZOutcome = z.object({
  /** OutcomeId_hash: what a ticket line, a reservation and GetEventRows refer to. */
  Hash: z.string(),
  Code: z.string(),
  Label: z.string(),
  Quota: z.number().int(),
});
export const ZMarket = z.object({ Id: z.string(), Name: z.string(), Suspended: z.boolean(), Outcomes: z.array(ZOutcome) });
export const ZEvent = z.object({
  Id: z.string(),
  Sport: z.string(),
  SportName: z.string(),
  Competition: z.string(),
  CompetitionName: z.string(),
  Name: z.string(),
  Home: z.string(),
  Away: z.string(),
  Start: z.string(),
  Live: z.boolean(),
  /** Postponed or abandoned: the event will not be played, and every bet on it is void (paid at 1,00). */
  Cancelled: z.boolean(),
  /** Live: '1-0' so far; once the event is over, its final score. */
  Score: z.string().nullable(),
  Clock: z.string().nullable(),
  Markets: z.array(ZMarket),
});
export type TSportEvent = z.infer<typeof ZEvent>;
export type TSportMarket = z.infer<typeof ZMarket>;
export type TSportOutcome = z.infer<typeof ZOutcome>;

export const ZSportTree = z.array(
  z.object({ Slug: z.string(), Name: z.string(), Competitions: z.array(z.object({ Slug: z.string(), Name: z.string(), Events: z.number().int() })) }),
);
export type TSportTree = z.infer<typeof ZSportTree>;
export const ZSportTreeResponse = ZEnvelope(ZSportTree);

export const ZEventsQuery = z.object({ sport: ZSlug.optional(), competition: ZSlug.optional(), live: z.enum(['true', 'false']).optional() });
export const ZEventsResponse = ZEnvelope(z.array(ZEvent));
export const ZEventQuery = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, { error: SPORTS_TEXT.eventNotFound }) });
export const ZEventResponse = ZEnvelope(ZEvent);

export const ZBetBody = z.object({
  /** The client's idempotency key: the same key is the same ticket, bought once. */
  Key: z.string({ error: SPORTS_TEXT.key }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: SPORTS_TEXT.key }),
  Tipo: z.enum(['singola', 'multipla', 'sistema'], { error: SPORTS_TEXT.kind }),
  Selezioni: z
    .array(z.object({ Hash: ZHash, Quota: z.number({ error: SPORTS_TEXT.outcome }).int().min(101).max(100_000), Fissa: z.boolean().optional() }), {
      error: SPORTS_TEXT.outcome,
    })
    .min(1, { error: SPORTS_TEXT.outcome })
    .max(20, { error: SPORTS_TEXT.tooMany }),
  /** Cents: the ticket's stake, or for a system the stake of each combination. */
  Importo: z
    .number({ error: SPORTS_TEXT.stake })
    .int({ error: SPORTS_TEXT.stake })
    .positive({ error: SPORTS_TEXT.stake })
    .max(100_000_000, { error: SPORTS_TEXT.stake }),
  /** System sizes (2 = every pair of the free selections). */
  Sistemi: z.array(z.number().int().min(1).max(20)).max(20).optional(),
  /** Mai = false, Sempre = null, Rialzo = true (document 3 §5). */
  AcceptVariations: z.boolean().nullable(),
  /** Stake from the player's Fun Bonus Sport instead of cash. */
  Bonus: z.boolean().optional(),
  /** With Bonus: which granted Fun Bonus Sport (GET FunBonus's Id); absent = the one expiring first with enough money. */
  BonusId: z
    .number({ error: SPORTS_TEXT.funBonusNone })
    .int({ error: SPORTS_TEXT.funBonusNone })
    .positive({ error: SPORTS_TEXT.funBonusNone })
    .max(2_147_483_647, { error: SPORTS_TEXT.funBonusNone })
    .optional(),
});
export type TBetBody = z.infer<typeof ZBetBody>;

export const ZBetResult = z.object({
  Code: z.string(),
  Importo: z.number().int(),
  QuotaTotale: z.number().int(),
  VincitaPotenziale: z.number().int(),
  Live: z.boolean(),
  Replay: z.boolean(),
  /** The odds the ticket was bought at (may differ from the slip's under Sempre or Rialzo). */
  Quote: z.array(z.object({ Hash: z.string(), Quota: z.number().int() })),
});
export type TBetResult = z.infer<typeof ZBetResult>;

/** The player's Fun Bonus Sport usable in the slip (GET /api/Scommesse/FunBonus): Residuo in cents, Scadenza ISO. */
export const ZSportFunBonus = z.object({ Id: z.number().int(), Nome: z.string(), Residuo: z.number().int(), Scadenza: z.string() });
export type TSportFunBonus = z.infer<typeof ZSportFunBonus>;
export const ZSportFunBonusResponse = ZEnvelope(z.array(ZSportFunBonus));
/**
 * On ODDS_CHANGED, ResponseData carries the current prices beside the refusal so the slip can show
 * them (the `refused` of calls/sportsbook.ts's Gioca; its answer is ZBetResult or this).
 */
export const ZChangedQuotes = z.object({ Quote: z.array(z.object({ Hash: z.string(), Quota: z.number().int(), Suspended: z.boolean() })) });
export type TChangedQuotes = z.infer<typeof ZChangedQuotes>;
