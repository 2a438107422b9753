import type { Platform } from '@betsite/domain/bets';
import type { Db } from '../../db/client.ts';
import { committedAccountId } from '../wallet/committed-accounts.ts';
import { accountId, type Leg } from '../wallet/ledger.ts';
import type { Outcome } from './port.ts';

/**
 * How a ticket moves money (docs/ledger.md "Games"). The stake waits in `games_open` (which may
 * never go negative: a settlement can only release what was staked) until the result moves it to
 * the player (won, refunded, cashout) and/or to `games_result`, the operator's game result (may go
 * negative: what the operator has paid out beyond the stakes it kept). Both are split into shards
 * per platform (`sport#0` … `sport#7`, by ticket code) so unrelated tickets never wait on one row.
 */
export const GAME_SHARDS = 8;
export function shardOf(code: string): number {
  let h = 2166136261;
  for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 16777619);
  return (h >>> 0) % GAME_SHARDS;
}
export const gameRef = (platform: string, code: string) => `${platform}#${shardOf(code)}`;

/** Names used in the statement's causaleField. */
export const PLATFORM_NAME: Record<Platform, string> = {
  sport: 'Scommesse Sportive',
  casino: 'Casinò',
  cash: 'Giochi Cash',
  gv: 'Gratta e Vinci',
  lotto: 'Lotto',
  '10elotto': '10eLotto',
  millionday: 'MillionDay',
  ippica: 'Ippica',
  virtual: 'Virtual',
};

export interface TicketAccounts {
  player: number;
  open: number;
  result: number;
}

/**
 * The accounts of a ticket. The player's side: the cash account; for a fun ticket staked from a
 * granted Fun Bonus (`bonusId`) that bonus's own `player_fun_bonus` account (ref = the bonus id), the
 * one place its money lives; for a platform's fun ticket without a bonus the legacy `player_bonus`
 * wallet. (Settlement pays a bonus ticket to where its bonus's money is then: `bonusSettlement`.)
 */
export async function ticketAccounts(
  db: Db,
  t: { userId: number; platform: string; code: string; fun: boolean; bonusId?: number | null },
): Promise<TicketAccounts> {
  const ref = gameRef(t.platform, t.code);
  const player =
    t.fun && t.bonusId != null
      ? await accountId(db, 'player_fun_bonus', t.userId, String(t.bonusId))
      : await committedAccountId(db, t.fun ? 'player_bonus' : 'player_cash', t.userId, null);
  return {
    player,
    open: await committedAccountId(db, 'games_open', null, ref),
    result: await committedAccountId(db, 'games_result', null, ref),
  };
}

export function stakeLegs(a: TicketAccounts, stake: number): Leg[] {
  return [
    { accountId: a.player, amount: -stake },
    { accountId: a.open, amount: stake },
  ];
}

/** What the player receives for each outcome. */
export function payoutFor(outcome: Outcome, stake: number, payout: number): number {
  if (outcome === 'won' || outcome === 'cashout') return payout;
  if (outcome === 'refunded') return stake;
  return 0; // lost; void: the platform annulled the ticket as not payable (docs/decisions.md)
}

export function settleLegs(a: TicketAccounts, stake: number, paid: number): Leg[] {
  return [
    { accountId: a.open, amount: -stake },
    { accountId: a.player, amount: paid },
    { accountId: a.result, amount: stake - paid },
  ];
}

export function movementText(kind: 'stake' | Outcome, platform: Platform, fun: boolean): string {
  const name = PLATFORM_NAME[platform] + (fun ? ' (Fun Bonus)' : '');
  switch (kind) {
    case 'stake':
      return `Giocata ${name}`;
    case 'won':
      return `Vincita ${name}`;
    case 'refunded':
      return `Rimborso ${name}`;
    case 'cashout':
      return `Cash Out ${name}`;
    default:
      return `Esito ${name}`;
  }
}

export const STATUS_OF: Record<Outcome, 3 | 5 | 8 | 10> = { won: 5, cashout: 5, lost: 8, refunded: 3, void: 10 };
