import { PLATFORMS } from '@betsite/domain/bets';
import type { Db } from '../../db/client.ts';
import { withTxRetry } from '../../db/tx-retry.ts';
import type { Clock } from '../../platform/clock.ts';
import { InsufficientFundsError, postTransfer } from '../wallet/ledger.ts';
import { deliverAfterCommit } from '../wallet/money-outbox.ts';
import { betAcceptedMessages, reportPurchaseEvent, type PurchaseEvent } from './bet-notifications.ts';
import { bonusSettlement, lockFunBonusForStake } from '../bonus/bonus-ledger.ts';
import { mayPlay } from './gate.ts';
import { playAllowance } from '../responsible-gaming/play-allowance.ts';
import { lockPlayer } from '../responsible-gaming/repository.ts';
import { movementText, payoutFor, settleLegs, stakeLegs, STATUS_OF, ticketAccounts } from './ledger-moves.ts';
import * as repo from './repository.ts';
import type {
  GamePlatformPort,
  OpenTicketInput,
  OpenTicketResult,
  ReserveInput,
  ReserveResult,
  SettleTicketInput,
  SettleTicketResult,
  TicketRow,
} from './port.ts';

const CODE = /^[A-Z0-9]{4,40}$/;
const MAX_CENTS = 100_000_000_000; // 1 000 000 000 € — any bigger figure from a platform is a bug

/** The game platforms race many stakes of one player: a conflict is run again up to five times in all. */
const PORT_TX_ATTEMPTS = 5;

/** Thrown inside a transaction to roll it back with a business answer. */
class Rollback extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Thrown inside the stake's transaction when a spending or time limit refuses it: nothing is written. */
class LimitRefusal extends Error {
  constructor(readonly result: OpenTicketResult & { ok: false }) {
    super(result.reason);
  }
}

/**
 * The game platform port over the double-entry ledger (docs/games.md, docs/ledger.md "Games").
 * Every call runs in one transaction with its ledger transfer, so a ticket row never exists
 * without its stake and a settlement never exists without its money.
 */
export class GameLedger implements GamePlatformPort {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async openTicket(input: OpenTicketInput): Promise<OpenTicketResult> {
    if (!CODE.test(input.code) || !PLATFORMS.includes(input.platform)) return { ok: false, reason: 'invalid' };
    if (!Number.isSafeInteger(input.stake) || input.stake <= 0 || input.stake > MAX_CENTS) return { ok: false, reason: 'invalid' };
    const existing = await this.find(input.code);
    if (existing) return this.replayOf(existing, input);
    if (!(await mayPlay(this.db, this.clock, input.userId, input.platform))) return { ok: false, reason: 'not_allowed' };

    const fun = input.fun ?? false;
    const bonusId = fun ? (input.bonusId ?? null) : null;
    if (bonusId !== null && (!Number.isSafeInteger(bonusId) || bonusId <= 0)) return { ok: false, reason: 'bonus_unavailable' };
    const accounts = await ticketAccounts(this.db, { userId: input.userId, platform: input.platform, code: input.code, fun, bonusId });
    const placedAt = input.placedAt ?? this.clock.now();
    const accepted = betAcceptedMessages({ userId: input.userId, code: input.code, platform: input.platform, stake: input.stake, fun });
    try {
      const opened = await withTxRetry(
        () =>
          this.db.transaction(async (tx) => {
            // The player's row first, and the account's state and exclusions read again under it: a
            // self-exclusion, a block and a spending or time limit are each saved under this lock, so
            // a stake that passed the check above while one was being saved is refused here instead
            // of committing after it.
            await lockPlayer(tx, input.userId);
            if (!(await mayPlay(tx, this.clock, input.userId, input.platform))) throw new Rollback('not_allowed');
            // A stake from a granted Fun Bonus: its row locked and checked first (bonus rows before ledger accounts).
            if (bonusId !== null && !(await lockFunBonusForStake(tx, bonusId, input.userId, input.platform, placedAt))) throw new Rollback('bonus');
            // Spending and time-of-play limits, under the player's row lock (above), before anything is written.
            const allowed = await playAllowance(tx, input.userId, input.stake, fun, placedAt);
            if (!allowed.ok)
              throw new LimitRefusal(
                allowed.reason === 'spend'
                  ? { ok: false, reason: 'spend_limit', left: allowed.left }
                  : { ok: false, reason: allowed.reason === 'time' ? 'time_limit' : 'first_access' },
              );
            const row = await repo.insertTicket(tx, {
              code: input.code,
              userId: input.userId,
              platform: input.platform,
              gioco: input.gioco,
              giocoDescr: input.giocoDescr,
              stake: input.stake,
              fun,
              bonusId,
              potentialWin: input.potentialWin ?? 0,
              detail: input.detail ?? {},
              ricevutaPgad: input.ricevutaPgad ?? null,
              placedAt,
            });
            // A concurrent report of the same ticket won the insert: answer as a replay.
            if (!row) throw new Rollback('replay');
            await postTransfer(tx, {
              key: `game:open:${input.code}`,
              kind: 'game_stake',
              userId: input.userId,
              description: movementText('stake', input.platform, fun),
              ref: input.code,
              at: placedAt,
              legs: stakeLegs(accounts, input.stake),
              // 'Scommessa accettata' (sport and horse racing) into the money outbox with the stake.
              notify: accepted,
            });
            return { ok: true as const, ticket: row, replay: false };
          }),
        PORT_TX_ATTEMPTS,
      );
      // Delivered after commit (the job delivers what a crash leaves behind).
      if (accepted.length > 0) await deliverAfterCommit(this.db);
      return opened;
    } catch (err) {
      if (err instanceof InsufficientFundsError) return { ok: false, reason: 'insufficient_funds' };
      if (err instanceof LimitRefusal) return err.result;
      if (err instanceof Rollback && err.reason === 'bonus') return { ok: false, reason: 'bonus_unavailable' };
      if (err instanceof Rollback && err.reason === 'not_allowed') return { ok: false, reason: 'not_allowed' };
      if (err instanceof Rollback) {
        const again = await this.find(input.code);
        return again ? this.replayOf(again, input) : { ok: false, reason: 'conflict' };
      }
      throw err;
    }
  }

  /** The same ticket reported again is a replay only when it says the same thing. */
  private replayOf(t: TicketRow, input: OpenTicketInput): OpenTicketResult {
    const same =
      t.userId === input.userId &&
      t.platform === input.platform &&
      t.stake === input.stake &&
      t.fun === (input.fun ?? false) &&
      t.bonusId === (t.fun ? (input.bonusId ?? null) : null);
    return same ? { ok: true, ticket: t, replay: true } : { ok: false, reason: 'conflict' };
  }

  async settleTicket(input: SettleTicketInput): Promise<SettleTicketResult> {
    const t = await this.find(input.code);
    if (!t) return { ok: false, reason: 'not_found' };
    const payout = input.payout ?? 0;
    if ((input.outcome === 'won' || input.outcome === 'cashout') && (!Number.isSafeInteger(payout) || payout < 0 || payout > MAX_CENTS)) {
      return { ok: false, reason: 'invalid' };
    }
    const paid = payoutFor(input.outcome, t.stake, payout);
    const status = STATUS_OF[input.outcome];
    if (t.status !== 1) return this.settledReplay(t, input.outcome, paid);

    const accounts = await ticketAccounts(this.db, t);
    const at = input.at ?? this.clock.now();
    let converted = false;
    const result = await withTxRetry(
      () =>
        this.db.transaction(async (tx) => {
          // The state change and its guard: only an open ticket changes, and only once.
          const row = await repo.settleOpenTicket(tx, t.id, {
            status,
            outcome: input.outcome,
            payout: paid,
            settledAt: at,
            cashoutOffer: null,
            ...(input.detail ? { detail: input.detail } : {}),
            ...(input.messaggio !== undefined ? { messaggio: input.messaggio } : input.outcome === 'cashout' ? { messaggio: 'Cash Out' } : {}),
          });
          if (!row) return null;
          // The stake advances the player's bonuses in this same transaction (bonus rows are locked
          // before any ledger account, the order every bonus movement uses). A Fun Bonus ticket pays to
          // where its bonus's money is now, never to cash: its payout is part of the Real Bonus this
          // settlement may turn it into, or is added to that Real Bonus's replay (docs/ledger.md "Bonuses").
          const bonus = await bonusSettlement(tx, row, paid, at);
          converted = bonus.converted;
          const payTo = bonus.payTo !== null ? { ...accounts, player: bonus.payTo } : accounts;
          await postTransfer(tx, {
            key: `game:settle:${t.code}`,
            kind: `game_${input.outcome}`,
            userId: t.userId,
            description: movementText(input.outcome, t.platform as OpenTicketInput['platform'], t.fun),
            ref: t.code,
            at,
            legs: settleLegs(payTo, t.stake, paid),
          });
          return row;
        }),
      PORT_TX_ATTEMPTS,
    );
    // A converted bonus's 'Bonus sbloccato' is delivered after commit (the job delivers what a crash leaves behind).
    if (result && converted) await deliverAfterCommit(this.db);
    if (result) return { ok: true, ticket: result, replay: false };
    const now = await this.find(input.code);
    return now ? this.settledReplay(now, input.outcome, paid) : { ok: false, reason: 'not_found' };
  }

  /** A settlement reported again: the same result is a replay; a different one is refused. */
  private settledReplay(t: TicketRow, outcome: string, paid: number): SettleTicketResult {
    return t.outcome === outcome && t.payout === paid ? { ok: true, ticket: t, replay: true } : { ok: false, reason: 'already_settled' };
  }

  async offerCashout(code: string, amount: number | null, at?: Date): Promise<'ok' | 'not_found' | 'not_open'> {
    if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_CENTS)) return 'not_open';
    const t = await this.find(code);
    if (!t) return 'not_found';
    const set = await repo.setCashoutOffer(this.db, t.id, amount, amount === null ? null : (at ?? this.clock.now()));
    return set ? 'ok' : 'not_open';
  }

  reportPurchase(event: PurchaseEvent) {
    return reportPurchaseEvent(this.db, event);
  }

  async reserve(input: ReserveInput): Promise<ReserveResult> {
    if (!CODE.test(input.platformRef) || !Number.isSafeInteger(input.crediti) || input.crediti <= 0 || input.detail.length === 0) {
      return { ok: false, reason: 'invalid' };
    }
    const row = await repo.insertReservation(this.db, {
      platformRef: input.platformRef,
      userId: input.userId,
      shortCode: input.shortCode,
      crediti: input.crediti,
      isSystem: input.isSystem,
      detail: input.detail,
      sistemaComb: input.sistemaComb ?? [],
      createdAt: input.at ?? this.clock.now(),
    });
    if (row) return { ok: true, reservation: row, replay: false };
    const old = await repo.reservationByRef(this.db, input.platformRef);
    return old && old.userId === input.userId && old.crediti === input.crediti
      ? { ok: true, reservation: old, replay: true }
      : { ok: false, reason: 'conflict' };
  }

  async find(code: string): Promise<TicketRow | undefined> {
    return repo.ticketByCode(this.db, code);
  }

  /** The player's cash-out: the offer must be the current one and the platform must accept it. */
  async cashout(
    userId: number,
    code: string,
    amount: number,
    confirm: (t: TicketRow, amount: number) => Promise<'accepted' | 'refused'>,
  ): Promise<'ok' | 'not_found' | 'changed' | 'refused' | 'settled'> {
    const t = await this.find(code);
    if (!t || t.userId !== userId) return 'not_found';
    if (t.status !== 1) return 'settled';
    if (t.cashoutOffer === null || t.cashoutOffer !== amount) return 'changed';
    if ((await confirm(t, amount)) !== 'accepted') return 'refused';
    const r = await this.settleTicket({ code, outcome: 'cashout', payout: amount });
    return r.ok && !r.replay ? 'ok' : 'settled';
  }
}
