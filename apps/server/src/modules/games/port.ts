import type { Platform } from '@betsite/domain/bets';
import type { gameTickets, betReservations } from '../../db/schema/index.ts';
import type { PurchaseEvent } from './bet-notifications.ts';

/**
 * The game platform port (docs/games.md): how the sportsbook, the casino, the lotteries and the
 * other platforms report what players do. Like the payment-provider port, a real platform plugs in
 * by calling these three functions from its own adapter (a webhook or a message consumer); the
 * sandbox adapter (`sandbox.ts`) is the embedded default. Every call is idempotent by the
 * platform's own id, so the platform may retry it as often as it likes.
 */
export interface GamePlatformPort {
  /** A ticket (or casino session, instant game, draw entry) is sold: the stake leaves the player's wallet. */
  openTicket(input: OpenTicketInput): Promise<OpenTicketResult>;
  /** The ticket's result: won (payout credited), lost, refunded, void or cashed out — exactly once. */
  settleTicket(input: SettleTicketInput): Promise<SettleTicketResult>;
  /** A booked bet (prenotazione) and, for open sport tickets, the current cash-out offer. No money moves. */
  reserve(input: ReserveInput): Promise<ReserveResult>;
  offerCashout(code: string, amount: number | null, at?: Date): Promise<'ok' | 'not_found' | 'not_open'>;
  /** A purchase refused, counter-offered, expired, failed or decided on review: the player is told once. No money moves. */
  reportPurchase(event: PurchaseEvent): Promise<{ ok: true; replay: boolean } | { ok: false; reason: 'invalid' }>;
}

/** What the site asks of a platform: only the player's cash-out needs the platform's consent. */
export interface GamePlatformAdapter {
  /** The platform accepts a cash-out at exactly this amount, or refuses (offer changed, event started…). */
  confirmCashout(ticket: { code: string; platform: string }, amount: number): Promise<'accepted' | 'refused'>;
}

export type TicketRow = typeof gameTickets.$inferSelect;
export type ReservationRow = typeof betReservations.$inferSelect;

export interface SportLine {
  Group_Name: string;
  Data: string;
  Descr_avv: string;
  Descr_scomm: string;
  Descr_esito: string;
  /** Odds × 100, as the legacy calls send them. */
  Quota: number;
  Quota_pag: number;
  HandicapDecoded: string | null;
  Cod_Esito: string;
  Cod_Esito_vin: string | null;
  Fissa: boolean;
  /** Pending | Win | Lose | Void */
  Esito: 'Pending' | 'Win' | 'Lose' | 'Void';
  OutcomeId_hash: string;
}
export interface SystemElement {
  Sistema: string;
  Num_combinazioni: number;
  Importo_scomm: number;
}
export interface TicketDetail {
  sport?: { tipo: 'singola' | 'multipla' | 'sistema'; live: boolean; lines: SportLine[]; sistema: SystemElement[]; quotaTotale: number; bonus: number };
  casino?: { gioco: string; inizio: string; fine: string | null; bet: number; win: number; sessioneAAMS: string };
  cash?: { gioco: string; esito: string; giocate: number };
  gv?: { ricevutaUrl: string; replayData: { token: string; numconto: string; concorso: string; idtransazione: string; idrivenditore: string } };
  lottery?: { concorso: string; estrazione: string; numeri: number[]; ruote: string[]; vincenti: number[] };
  race?: { ippodromo: string; corsa: string; cavalli: string[] };
  virtual?: { evento: string; esito: string; quota: number };
  /** A round of the lobby's sandbox slot (lobby/round-service.ts): the game and where the reels stopped. */
  slot?: { game: string; reels: string[] };
  /** A finished hand of the sandbox blackjack (lobby/blackjack-service.ts): the cards, written only at settlement. */
  blackjack?: { player: string[]; dealer: string[]; result: string };
}

export interface OpenTicketInput {
  code: string;
  userId: number;
  platform: Platform;
  gioco: number;
  giocoDescr: string;
  stake: number;
  /** Fun-bonus ticket: the stake comes from (and winnings go back to) the bonus wallet. */
  fun?: boolean;
  /**
   * With `fun`: the granted Fun Bonus staked (its own ledger account). It must be the player's,
   * active and for this platform, else 'bonus_unavailable'. Without it a fun ticket uses the legacy
   * `player_bonus` wallet (a platform's own fun money).
   */
  bonusId?: number | null;
  potentialWin?: number;
  detail?: TicketDetail;
  ricevutaPgad?: string | null;
  placedAt?: Date;
}
export type OpenTicketResult =
  | { ok: true; ticket: TicketRow; replay: boolean }
  | { ok: false; reason: 'insufficient_funds' | 'not_allowed' | 'conflict' | 'invalid' | 'bonus_unavailable' }
  /** Refused by the player's spending limit (`left`: cents the windows still allow) or time-of-play limit; nothing moved. */
  | { ok: false; reason: 'spend_limit'; left: number }
  | { ok: false; reason: 'time_limit' | 'first_access' };

export type Outcome = 'won' | 'lost' | 'refunded' | 'void' | 'cashout';
export interface SettleTicketInput {
  code: string;
  outcome: Outcome;
  /** Cents paid to the player for won and cashout; ignored otherwise (refunded pays the stake back). */
  payout?: number;
  /** Updated detail (line results, session end…). */
  detail?: TicketDetail;
  messaggio?: string | null;
  at?: Date;
}
export type SettleTicketResult = { ok: true; ticket: TicketRow; replay: boolean } | { ok: false; reason: 'not_found' | 'already_settled' | 'invalid' };

export interface ReserveInput {
  platformRef: string;
  userId: number;
  shortCode: string;
  crediti: number;
  isSystem: boolean;
  detail: { OutcomeId_hash: string; Fissa: boolean }[];
  sistemaComb?: { Code: string; Num_Multiple: number; Importo: number }[];
  at?: Date;
}
export type ReserveResult = { ok: true; reservation: ReservationRow; replay: boolean } | { ok: false; reason: 'conflict' | 'invalid' };
