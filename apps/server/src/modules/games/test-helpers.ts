import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test-support.ts';
import { gameTickets } from '../../db/schema/index.ts';
import { accountId, postTransfer } from '../wallet/ledger.ts';
import { GameLedger } from './port-service.ts';
import type { OpenTicketInput } from './port.ts';

export const portOf = (t: TestApp) => new GameLedger(t.deps.db, t.deps.clock);

let serial = 0;
/** A unique sport ticket for a player (code DF…). */
export function sportTicket(userId: number, stake: number, extra: Partial<OpenTicketInput> = {}): OpenTicketInput {
  serial += 1;
  return {
    code: `DF${process.pid}${Date.now().toString(36).toUpperCase()}${serial}`,
    userId,
    platform: 'sport',
    gioco: 1,
    giocoDescr: 'Scommesse Prematch - Singola',
    stake,
    potentialWin: stake * 2,
    ...extra,
  };
}

export async function giveBonus(t: TestApp, userId: number, cents: number, key: string): Promise<void> {
  await t.deps.db.transaction(async (tx) => {
    await postTransfer(tx, {
      key,
      kind: 'bonus',
      userId,
      description: 'Bonus',
      legs: [
        { accountId: await accountId(tx, 'bonus_pool'), amount: -cents },
        { accountId: await accountId(tx, 'player_bonus', userId), amount: cents },
      ],
    });
  });
}

export async function ticketRow(t: TestApp, code: string) {
  const [r] = await t.deps.db.select().from(gameTickets).where(eq(gameTickets.code, code));
  return r;
}

/** A qualifying Fun Bonus Sport ticket's detail: a prematch multiple of 3 events at 1,50 or more. */
export const funMultiple = {
  sport: {
    tipo: 'multipla' as const,
    live: false,
    lines: [150, 170, 210].map((q) => ({ Quota: q, OutcomeId_hash: `X${q}` })),
    sistema: [],
    quotaTotale: 535,
    bonus: 0,
  },
} as never;
