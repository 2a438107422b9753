import { ZEnvelope } from './envelope.ts';
import { z } from './zod.ts';

/** The sportsbook ('Scommesse', docs/sportsbook.md): schedule and bet placement. Odds × 100, money in cents. */

export const SPORTS_TEXT = {
  unavailable: 'Le scommesse sportive non sono disponibili in questo momento',
  outcome: 'Esito non valido',
  outcomeNotFound: 'Uno degli esiti scelti non è più disponibile',
  started: (ev: string) => `L'evento ${ev} è già iniziato: non è più possibile scommettere in prematch`,
  finished: (ev: string) => `L'evento ${ev} è terminato`,
  suspended: (market: string, ev: string) => `Il mercato ${market} di ${ev} è sospeso`,
  sameEvent: (ev: string) => `Non puoi combinare due esiti dello stesso evento (${ev})`,
  oddsChanged: 'Le quote sono cambiate: controlla il carrello e conferma di nuovo',
  kind: 'Tipo di giocata non valido',
  singleOne: 'Una giocata singola ha un solo esito',
  multipleTwo: 'Una multipla richiede almeno 2 esiti',
  systemSizes: 'Scegli almeno un sistema valido',
  tooMany: 'Al massimo 20 esiti per giocata',
  stake: 'Importo della giocata non valido',
  stakeMin: (eur: string) => `L'importo minimo della giocata è ${eur}`,
  stakeMax: (eur: string) => `L'importo massimo della giocata è ${eur}`,
  winMax: (eur: string) => `La vincita potenziale supera il massimo consentito di ${eur}`,
  oddsMin: (q: string) => `La quota totale minima è ${q}`,
  key: 'Chiave della giocata non valida',
  insufficient: 'Saldo insufficiente per questa giocata',
  notAllowed: 'Il tuo conto non può effettuare giocate',
  conflict: 'Questa giocata è già stata registrata con dati diversi',
  funBonus: 'Con il Fun Bonus Sport si gioca una multipla prematch di almeno 3 eventi, ognuno con quota minima 1,50',
  funBonusEvents: (n: number) => `Il Fun Bonus Sport richiede una multipla di almeno 3 eventi: ne hai scelti ${n}`,
  funBonusLive: (ev: string) => `Il Fun Bonus Sport vale solo per le scommesse prematch: ${ev} è live`,
  funBonusOdds: (esito: string, ev: string, q: string) => `Con il Fun Bonus Sport ogni quota deve essere almeno 1,50: ${esito} di ${ev} è a ${q}`,
  funBonusNone: 'Non hai un Fun Bonus Sport utilizzabile',
  funBonusInsufficient: 'Saldo del Fun Bonus Sport insufficiente per questa giocata',
  funBonusUse: 'Gioca con il Fun Bonus Sport',
  funBonusRule: 'Multipla prematch di almeno 3 eventi, ognuno con quota minima 1,50',
  eventNotFound: 'Evento non trovato',
  placed: 'Scommessa accettata',
} as const;

export const SPORTS_CODES = {
  INVALID: -1,
  STARTED: -2,
  SUSPENDED: -3,
  ODDS_CHANGED: -4,
  LIMIT: -5,
  INSUFFICIENT: -6,
  CONFLICT: -7,
  RULES: -8,
  UNAVAILABLE: -9,
} as const;

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
  /** Live only: '1-0', the minute or set shown. */
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
/** On ODDS_CHANGED, ResponseData carries the current prices so the slip can show them. */
export const ZBetResponse = ZEnvelope(
  z.union([ZBetResult, z.object({ Quote: z.array(z.object({ Hash: z.string(), Quota: z.number().int(), Suspended: z.boolean() })) })]),
);
