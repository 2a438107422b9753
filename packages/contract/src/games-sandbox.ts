import { PLATFORMS, PURCHASE_EVENT_KINDS } from './game-platforms.ts';
import { z } from './zod.ts';

/**
 * The game platforms' tester (/sandbox/games, docs/games.md), behind GAMES_SANDBOX, never in
 * production: a logged-in player places a ticket on any sandbox platform, settles it, reports a
 * purchase that opened no ticket, or creates a reservation. Amounts in integer cents.
 */

export { GAMES_SANDBOX_CODES } from './games-sandbox-codes.ts';

const ZStake = z
  .number({ error: 'Importo non valido' })
  .int({ error: 'Importo non valido' })
  .min(1, { error: 'Importo minimo € 0,01' })
  .max(1_000_000, { error: 'Importo massimo € 10.000' });

export const ZSandboxPlayBody = z.object({
  platform: z.enum(PLATFORMS, { error: 'Piattaforma non valida' }),
  kind: z.enum(['singola', 'multipla', 'sistema']).optional(),
  live: z.boolean().optional(),
  casinoGame: z.union([z.literal(102), z.literal(144)]).optional(),
  stake: ZStake,
  fun: z.boolean().optional(),
});
export type TSandboxPlayBody = z.infer<typeof ZSandboxPlayBody>;
/** The ticket opened: its code and stake. */
export const ZSandboxPlayData = z.object({ code: z.string(), stake: z.number().int() });

export const ZSandboxSettleBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,40}$/, { error: 'Codice giocata non valido' })
    .transform((v) => v.toUpperCase()),
  outcome: z.enum(['won', 'lost', 'refunded', 'void', 'random'], { error: 'Esito non valido' }),
  payout: z.number().int().min(0).max(100_000_000).optional(),
});
/** The ticket settled: its code, status (stato_ticketField) and payout. */
export const ZSandboxSettleData = z.object({ code: z.string(), status: z.number().int(), payout: z.number().int() });

export const ZSandboxPurchaseEventBody = z.object({
  kind: z.enum(PURCHASE_EVENT_KINDS, { error: 'Evento non valido' }),
  stake: ZStake,
  accepted: z.boolean().optional(),
});
/** The purchase reported: the platform's id of it. */
export const ZSandboxPurchaseEventData = z.object({ purchaseRef: z.string() });

/** The reservation created: its id. */
export const ZSandboxReserveData = z.object({ Id: z.number().int() });
