import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import {
  WITHDRAWAL_CODES as C,
  effectiveWithdrawalType,
  withdrawalFieldKind,
  withdrawalTipo,
  type TPendingWithdrawal,
  type TSavedCard,
  type TWithdrawalData,
  type TWithdrawalRequest,
} from '@betsite/contract/withdrawals';
import { MAX_WITHDRAWALS_PER_DAY, startOfLocalDay, withdrawalLimits } from '@betsite/domain/withdrawal-slots';
import type { AppDeps } from '../../../deps.ts';
import { consumeCode } from '../../../platform/codes.ts';
import { issueCodeOnce, tooManyCodesText } from '../../../platform/code-issuing.ts';
import { HttpError, notFound } from '../../../platform/errors.ts';
import { isRefusal, refuse, RefusedInTransaction, type Outcome, type Refusal } from '../../../platform/outcome.ts';
import { verifyPassword } from '../../../platform/passwords.ts';
import { countedProof } from '../../profile/ownership-proof.ts';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { findUserById, type UserRow } from '../../users/repository.ts';
import { maskEmail, maskMobile } from '@betsite/domain/masking';
import { formatEuroAmount } from '@betsite/domain/money';
import { withdrawalBlock, type WithdrawalBlock } from '@betsite/domain/payment-eligibility';
import { paymentFacts } from '../payment-facts.ts';
import { InsufficientFundsError, accountId, playerBalance, postTransfer, type DbOrTx, type PlayerBalance } from '../../wallet/ledger.ts';
import { accountGate, payoutRefused, type PayoutGate } from './account-gate.ts';
import { repayOwed } from '../deposits/reversal.ts';
import { destinationOf, type Destination } from './destination.ts';
import { OPERATOR_ONLY } from './payout.ts';
import { PayoutDispatcher, type PayoutOutcome } from './payouts.ts';
import { paymentProviders } from '../providers/registry.ts';
import * as repo from './repository.ts';
import { listMethods } from '../deposits/repository.ts';

export type { WithdrawalRow } from './repository.ts';
import { formatTicket, moveHeld, settleWithdrawal, type SettleInput } from './settle.ts';
import { identityDocumentBlock } from '../../documents/expiry.ts';

/** What an operator's decision's audit row is written from: the withdrawal as it left 'pending', and whether a provisional account was paid on the operator's confirmation. */
export interface OperatorDecision {
  row: repo.WithdrawalRow;
  provisionalConfirmed: boolean;
}

/** Above this amount (cents) every withdrawal needs the one-time code (docs/decisions.md). */
export const OTP_ALWAYS_FROM = 100_000;
const OTP_PURPOSE = 'withdrawal-otp';
/** The back office's refusal of a payout for each gate that refuses it. */
const GATE_REFUSAL = {
  blocked: 'withdrawalAccountBlocked',
  frozen: 'withdrawalAccountFrozen',
  owing: 'withdrawalAccountOwing',
  disputed: 'withdrawalAccountDisputed',
} as const satisfies Record<Exclude<PayoutGate, 'ok' | 'provisional'>, keyof typeof BACKOFFICE_TEXT>;

const REFUSAL: Record<WithdrawalBlock, string> = {
  disabled: T.withdrawDisabled,
  password: T.passwordChange,
  state: T.stateNotAllowed,
  mobile: T.mobileNotConfirmed,
  both: T.mobileNotConfirmed,
  email: T.emailNotConfirmed,
};

export { formatTicket };
export function parseTicket(ticket: string): number | null {
  const m = /^(?:PR)?0*(\d{1,9})$/i.exec(ticket.trim());
  return m ? Number(m[1]) : null;
}

/** Prelievo's outcome: refusals that belong to the form's steps (the code) carry the data fields too. */
type Reply = Outcome<TWithdrawalData, TWithdrawalData | null>;
const emptyData = (extra: Partial<TWithdrawalData> = {}): TWithdrawalData => ({
  esito: null,
  seriale: null,
  result: null,
  transactionId: null,
  otpSource: null,
  ...extra,
});

/** A method's amount limits right now (the time slot may narrow them; document 3 §5). */
export function methodLimits(method: repo.MethodRow, now: Date) {
  return withdrawalLimits(
    {
      MinAmount: method.minAmount,
      MaxAmount: method.maxAmount,
      TimeSlot_From: method.timeSlotFrom,
      TimeSlot_To: method.timeSlotTo,
      TimeSlot_MinAmount: method.timeSlotMinAmount,
      TimeSlot_MaxAmount: method.timeSlotMaxAmount,
    },
    now,
  );
}

/**
 * A saved card's id as the player sent it (`code`), or null when it cannot be one: digits only, in
 * the range of the table's integer ids. Anything else is a card not found, not a query PostgreSQL
 * refuses (a value past 2 147 483 647 made the call answer 500).
 */
function cardRowId(code: string | null | undefined): number | null {
  if (!code || !/^\d{1,10}$/.test(code)) return null;
  const id = Number(code);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Why `amount` cannot be withdrawn from this balance, or null when it can: more than the cash
 * (after a reversed deposit's debt) is "insufficient"; within the cash but over what open disputes
 * leave withdrawable says so, with the figure that can be taken (docs/ledger.md, "Disputed deposits").
 */
export function amountRefusal(b: PlayerBalance, amount: number): string | null {
  if (amount <= b.prelevabile) return null;
  if (b.contestato > 0 && amount <= b.cash - b.owed) return T.disputeHeld(formatEuroAmount(b.contestato), formatEuroAmount(b.prelevabile));
  return T.insufficient;
}

export class WithdrawalService {
  private readonly payouts: PayoutDispatcher;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site' | 'limits' | 'outbox' | 'config' | 'loginAttempts'>,
    /** The payout providers; by default those of the configuration (providers/registry.ts). */
    payouts?: PayoutDispatcher,
  ) {
    this.payouts = payouts ?? new PayoutDispatcher(deps, paymentProviders(deps).payouts);
  }

  private get db() {
    return this.deps.db;
  }

  /** Prelievo: every check of document 3 §5, the one-time code step, then the hold. */
  async request(userId: number, body: TWithdrawalRequest, ip: string): Promise<Reply> {
    const user = await findUserById(this.db, userId);
    if (!user) return refuse(C.NOT_ALLOWED, T.stateNotAllowed);
    const blocked = await this.blockReason(user);
    if (blocked) return refuse(C.NOT_ALLOWED, blocked);
    // The account password, counted on the username's login lock like every signed-in proof: a
    // stolen session cannot guess it here, and the owner gets the unlock e-mail when the lock starts.
    const pin = await countedProof(this.deps, user, ip, () => verifyPassword(user.passwordHash, body.pin));
    if (typeof pin === 'object') return refuse(C.WRONG_PASSWORD, PROFILE_TEXT.checksLocked(pin.locked));
    if (pin === 'wrong') return refuse(C.WRONG_PASSWORD, T.wrongPassword);

    const type = effectiveWithdrawalType(body.type, body.poste_pay);
    const method = await repo.findWithdrawalMethod(this.db, type);
    const kind = withdrawalFieldKind(type);
    if (!method || !kind) return refuse(C.METHOD_UNAVAILABLE, T.methodUnavailable);

    let saved: repo.CardRow | undefined;
    if (kind === 'ownCard' || (type === 'Prelievo_Apco' && body.code)) {
      const id = cardRowId(body.code);
      saved = id === null ? undefined : await repo.findCard(this.db, userId, kind === 'ownCard' ? 'mastercard' : 'apco', id);
      if (!saved) return refuse(C.CARD_NOT_OWNED, T.cardNotOwned);
    }
    const dest = destinationOf(type, body, saved ? { id: saved.id, last4: saved.last4 } : null);

    const now = this.deps.clock.now();
    const limits = methodLimits(method, now);
    if (body.importo < limits.min) return refuse(C.AMOUNT_OUT_OF_RANGE, T.minAmount(formatEuroAmount(limits.min)));
    if (limits.max !== null && body.importo > limits.max) return refuse(C.AMOUNT_OUT_OF_RANGE, T.maxAmount(formatEuroAmount(limits.max)));
    // A friendly early answer; the authoritative check is the hold's, inside its transaction.
    const short = amountRefusal(await playerBalance(this.db, userId), body.importo);
    if (short) return refuse(C.INSUFFICIENT_FUNDS, short);

    // Early answer for the daily cap too, so no code is sent for a request that cannot pass.
    if ((await repo.countRequestsSince(this.db, userId, startOfLocalDay(now))) >= MAX_WITHDRAWALS_PER_DAY) return refuse(C.DAILY_LIMIT, T.dailyLimit);

    const otp = await this.oneTimeCodeStep(user, body, kind === 'xelektra', dest);
    if (otp) return otp;

    // Automatic requests of methods a provider pays by itself are written 'sending' with the hold,
    // before the provider is called: a crash after the commit leaves a payout the reconciliation
    // finishes, never a hold the player could cancel while the provider pays it.
    const adapter = limits.automatic && !OPERATOR_ONLY.has(type) ? this.payouts.adapter(method.provider) : undefined;
    const payout = adapter ? { provider: adapter.provider } : null;
    // A wallet's e-mail is kept while the withdrawal is open, so a payout can be handed over again (cards and IBANs never are).
    const keep = kind === 'email' ? dest.value : null;
    const held = await this.hold(userId, { methodId: method.id, type, amount: body.importo, automatic: limits.automatic, dest, now, payout, keep });
    if (isRefusal(held)) return held;
    const created = held;

    const seriale = formatTicket(created.id);
    const pendingReply = emptyData({ esito: { returnCode: 0, returnDescription: 'OK' }, seriale, result: 'pending', transactionId: seriale });
    if (!payout) return pendingReply;
    // The remote call, outside any transaction; its answer decides, or the reconciliation will.
    const paid = await this.payouts.dispatch(created, dest.value, 'send');
    if (paid.state === 'failed') {
      return emptyData({ esito: { returnCode: -1, returnDescription: paid.description }, seriale, result: 'failed', transactionId: seriale });
    }
    if (paid.state === 'open') return pendingReply;
    return emptyData({ esito: { returnCode: 0, returnDescription: 'OK' }, seriale, result: 'success', transactionId: seriale });
  }

  /**
   * The hold: player_cash → withdrawals_pending, with the daily cap checked under a per-player
   * lock so parallel requests cannot both see "3 today". The withdrawal row and the ledger
   * transfer commit together or not at all.
   */
  async hold(
    userId: number,
    p: {
      methodId: number;
      type: string;
      amount: number;
      automatic: boolean;
      dest: Destination;
      now: Date;
      /** Set when a provider pays it at once: the row is written 'sending' in the hold's transaction. */
      payout?: { provider: string } | null;
      /** The destination kept in clear while the withdrawal is open (a wallet's e-mail only). */
      keep?: string | null;
    },
  ): Promise<Outcome<repo.WithdrawalRow>> {
    try {
      const row = await this.db.transaction(async (tx) => {
        await repo.lockPlayerWithdrawals(tx, userId);
        if ((await repo.countRequestsSince(tx, userId, startOfLocalDay(p.now))) >= MAX_WITHDRAWALS_PER_DAY) {
          throw new RefusedInTransaction(refuse(C.DAILY_LIMIT, T.dailyLimit));
        }
        // Under the player's withdrawal lock, so two requests at once cannot both take what an open
        // dispute holds (the ledger's own check only knows the cash).
        const short = amountRefusal(await playerBalance(tx, userId), p.amount);
        if (short) throw new RefusedInTransaction(refuse(C.INSUFFICIENT_FUNDS, short));
        const created = await repo.insertWithdrawal(tx, {
          userId,
          methodId: p.methodId,
          tipo: withdrawalTipo(p.type),
          amount: p.amount,
          status: p.payout ? 'sending' : 'pending',
          payoutProvider: p.payout?.provider ?? null,
          sendingAt: p.payout ? p.now : null,
          payoutDestination: p.keep ?? null,
          mode: p.automatic ? 'auto' : 'manual',
          destination: p.dest.masked,
          destinationHash: p.dest.hash,
          createdAt: p.now,
        });
        await postTransfer(tx, {
          key: `withdrawal:hold:${created.id}`,
          kind: 'withdrawal_hold',
          userId,
          description: `Prelievo ${formatTicket(created.id)}`,
          legs: [
            { accountId: await accountId(tx, 'player_cash', userId), amount: -p.amount },
            { accountId: await accountId(tx, 'withdrawals_pending', userId), amount: p.amount },
          ],
        });
        return created;
      });
      return row;
    } catch (err) {
      if (err instanceof RefusedInTransaction) return err.refusal;
      if (err instanceof InsufficientFundsError) return refuse(C.INSUFFICIENT_FUNDS, T.insufficient);
      throw err;
    }
  }

  /** Server-side guards of document 3 §5 (the page shows the same blocks before asking). */
  /** The shared rule (@betsite/domain/payment-eligibility), enforced here with the server's messages. Also used by the PaaS withdrawal page. */
  async blockReason(user: UserRow): Promise<string | null> {
    const block = withdrawalBlock(paymentFacts(user), (await this.deps.site.config()).modules);
    if (block) return REFUSAL[block];
    // What a reversed deposit left owing is repaid from the cash first; only what the cash cannot cover blocks.
    const owed = await repayOwed(this.db, user.id, this.deps.clock.now());
    if (owed > 0) return T.reversalOwed(formatEuroAmount(owed));
    const document = await identityDocumentBlock(this.db, user.id, this.deps.clock.now());
    if (!document) return null;
    return document.kind === 'expired' ? T.documentExpired(document.expiry.split('-').reverse().join('/')) : T.documentUnverified;
  }

  /**
   * -3333 / -1010 (document 3 §4): a code is asked for a destination the player never used, for
   * XElektra (always, by SMS) and for amounts from OTP_ALWAYS_FROM. The code is bound to the
   * player and the destination, so it cannot confirm a withdrawal to another IBAN or card.
   */
  private async oneTimeCodeStep(user: UserRow, body: TWithdrawalRequest, xelektra: boolean, dest: Destination): Promise<Refusal<TWithdrawalData> | null> {
    const known = dest.trusted || (await repo.hasUsedDestination(this.db, user.id, dest.hash));
    if (!xelektra && known && body.importo < OTP_ALWAYS_FROM) return null;
    const subject = `${user.id}:${dest.hash}`;
    if (body.otp) {
      const res = await consumeCode(this.db, this.deps.clock, { purpose: OTP_PURPOSE, subject, code: body.otp });
      return res.ok ? null : refuse(C.OTP_INVALID, T.otpInvalid, emptyData());
    }
    const channel = xelektra || body.otpSource === 'sms' ? 'sms' : 'email';
    const message = channel === 'sms' ? T.otpSentSms(maskMobile(user.cellulare)) : T.otpSentEmail(maskEmail(user.email));
    const otpStep = refuse(C.OTP_REQUIRED, message, emptyData({ result: 'otp', otpSource: channel }));
    // A code for this destination still live: the same answer, no new code (issue 32).
    const issued = await issueCodeOnce(this.deps, {
      purpose: OTP_PURPOSE,
      subject,
      userId: user.id,
      channel,
      recipient: channel === 'sms' ? user.cellulare : user.email,
    });
    if ('wait' in issued) return refuse(C.TOO_MANY_CODES, tooManyCodesText(issued.wait), emptyData());
    if ('live' in issued) return otpStep;
    const { code } = issued;
    const amount = formatEuroAmount(body.importo);
    if (channel === 'sms') {
      await this.deps.outbox.send({
        channel,
        recipient: user.cellulare,
        body: `Il codice per confermare il prelievo di € ${amount} è ${code}. Valido 3 minuti.`,
        meta: { purpose: OTP_PURPOSE, code },
      });
    } else {
      await this.deps.outbox.send({
        channel,
        recipient: user.email,
        subject: 'Conferma il tuo prelievo',
        body: `Ciao ${user.nome},\n\nhai richiesto un prelievo di € ${amount} verso ${dest.masked}.\nIl codice per confermarlo è: ${code}\nIl codice è valido 3 minuti.\n\nSe non sei stato tu, cambia subito la password e contatta l'assistenza clienti.`,
        meta: { purpose: OTP_PURPOSE, code },
      });
    }
    return otpStep;
  }

  /**
   * An operator's decision on a pending withdrawal, once. Paying a method a provider pays by itself
   * writes it 'sending' (with the audit row) before the provider is called, like an automatic
   * request; any other payment is posted at once (the operator pays it outside the site, e.g. a
   * bank transfer). Refusing returns the hold. Returns null when it was no longer pending.
   *
   * A payment first reads the account's state under a row lock, in the transaction that pays
   * (account-gate.ts): a blocked account (or one in a state that may not withdraw) is refused with
   * nothing written, a provisional one needs `provisionalConfirmed` (else 400), and a block arriving
   * meanwhile waits for the payment's commit or is seen. Refusing is always possible.
   */
  async decide(
    id: number,
    to: 'posted' | 'declined',
    by: string,
    operator: { reason?: string; provisionalConfirmed?: boolean; within: (tx: DbOrTx, decision: OperatorDecision) => Promise<void> },
  ): Promise<{ row: repo.WithdrawalRow; payout: PayoutOutcome | null } | Refusal | null> {
    const before = await repo.findWithdrawal(this.db, id);
    if (!before) return null;
    const method = to === 'posted' ? await repo.findMethodById(this.db, before.methodId) : undefined;
    const adapter = method && !OPERATOR_ONLY.has(method.name) ? this.payouts.adapter(method.provider) : undefined;
    // What the locked read found, for the audit row: whether a provisional account was paid on confirmation.
    let provisionalConfirmed = false;
    const guard = async (tx: DbOrTx) => {
      if (to !== 'posted') return;
      const gate = await accountGate(tx, before.userId, true);
      if (payoutRefused(gate)) {
        throw new RefusedInTransaction(refuse(C.NOT_CANCELLABLE, BACKOFFICE_TEXT[GATE_REFUSAL[gate]]));
      }
      if (gate === 'provisional' && !operator.provisionalConfirmed) throw new HttpError(400, BACKOFFICE_TEXT.withdrawalProvisional);
      provisionalConfirmed = gate === 'provisional';
    };
    const within = (tx: DbOrTx, row: repo.WithdrawalRow) => operator.within(tx, { row, provisionalConfirmed });
    try {
      if (!adapter) {
        const row = await settleWithdrawal(this.deps, { id, from: ['pending'], to, by, reason: operator.reason ?? null, guard, within });
        return row ? { row, payout: null } : null;
      }
      const sending = await this.db.transaction(async (tx) => {
        await guard(tx);
        const row = await repo.startSending(tx, { id, provider: adapter.provider, at: this.deps.clock.now(), by });
        if (row) await within(tx, row);
        return row;
      });
      if (!sending) return null;
      // Cards and IBANs were never kept in clear: their providers are given our id and find the rest by it.
      const payout = await this.payouts.dispatch(sending, sending.payoutDestination, 'send');
      return { row: (await repo.findWithdrawal(this.db, id)) ?? sending, payout };
    } catch (err) {
      if (err instanceof RefusedInTransaction) return err.refusal as Refusal;
      throw err;
    }
  }

  /** Every method row of one direction (withdrawal: prelievo true), as the sandbox PaaS page lists them. */
  methodRows(prelievo: boolean) {
    return listMethods(this.db, prelievo);
  }

  /** A withdrawal by its id, whoever's it is (operators, the provider's webhook). */
  find(id: number): Promise<repo.WithdrawalRow | undefined> {
    return repo.findWithdrawal(this.db, id);
  }

  /**
   * PayPal's webhook named a payout: when it is PayPal's and still open, ask PayPal how it ended
   * (the webhook's own words are never trusted) and settle it once.
   */
  async payoutNotified(withdrawalId: number): Promise<void> {
    const row = await this.find(withdrawalId);
    if (row && row.payoutProvider === 'paypal' && repo.PAYOUT_OPEN.includes(row.status as repo.WithdrawalStatus)) await this.checkPayout(row);
  }

  /** Whether a payout is still with its provider (sending or sent). */
  payoutOpen(row: repo.WithdrawalRow): boolean {
    return repo.PAYOUT_OPEN.includes(row.status as repo.WithdrawalStatus);
  }

  /**
   * A payout the reconciliation cannot finish: with its provider for longer than the reconciliation
   * waits, and the provider's last answer an error (not merely "still processing"). Only such a
   * payout may be closed by hand.
   */
  payoutStuck(row: repo.WithdrawalRow): boolean {
    const waited = this.deps.clock.now().getTime() - this.deps.config.PAYOUT_RECONCILE_AFTER_SECONDS * 1000;
    return this.payoutOpen(row) && row.payoutError !== null && row.sendingAt !== null && row.sendingAt.getTime() <= waited;
  }

  /**
   * Closes by hand a stuck payout as the provider's own records say: paid (posted) or never paid
   * (declined, the hold back to the player). The same conditional settlement as the provider's
   * answer, so it happens once and never after the provider's own answer has settled it.
   */
  async closePayout(id: number, to: 'posted' | 'declined', by: string, reason: string, within: SettleInput['within']): Promise<repo.WithdrawalRow | null> {
    return settleWithdrawal(this.deps, { id, from: repo.PAYOUT_OPEN, to, by, reason, within });
  }

  /** Asks the provider now about a payout still with it (an operator's 'Verifica ora'; the reconciliation does the same). */
  async checkPayout(row: repo.WithdrawalRow): Promise<PayoutOutcome> {
    return this.payouts.dispatch(row, row.payoutDestination, 'check');
  }

  /** A provider-neutral settlement of a pending withdrawal (tests; the operator's manual payment goes through `decide`). */
  async settle(id: number, to: 'posted' | 'declined', by: string): Promise<repo.WithdrawalRow | null> {
    return settleWithdrawal(this.deps, { id, from: ['pending'], to, by });
  }

  /** EL_AnnullaPrelievo: voids a pending withdrawal of this player; the money comes back once. */
  async cancel(userId: number, ticket: string): Promise<Outcome<{ idTicketField: string; importoField: number }>> {
    const id = parseTicket(ticket);
    if (id === null) throw notFound(T.notFound);
    const voided = await this.db.transaction(async (tx) => {
      const row = await repo.leaveState(tx, { id, from: ['pending'], userId, to: 'voided', at: this.deps.clock.now(), by: 'player' });
      if (row)
        await moveHeld(
          tx,
          `withdrawal:void:${row.id}`,
          'withdrawal_void',
          row,
          await accountId(tx, 'withdrawals_pending', userId),
          await accountId(tx, 'player_cash', userId),
        );
      return row;
    });
    if (voided) return { idTicketField: formatTicket(voided.id), importoField: voided.amount };
    const existing = await repo.findWithdrawal(this.db, id);
    if (!existing || existing.userId !== userId) throw notFound(T.notFound);
    // Being paid: only the provider's answer or the reconciliation decides it now.
    if (repo.PAYOUT_OPEN.includes(existing.status as repo.WithdrawalStatus)) return refuse(C.NOT_CANCELLABLE, T.payoutInProgress);
    return refuse(C.NOT_CANCELLABLE, T.notCancellable);
  }

  /** EL_GetElencoPrelievo: the player's pending withdrawals, newest first. */
  async pending(userId: number): Promise<TPendingWithdrawal[]> {
    const rows = await repo.listPending(this.db, userId);
    return rows.map((r) => ({ idTicketField: formatTicket(r.id), richiestaField: r.createdAt.toISOString(), importoField: r.amount, tipoField: r.tipo }));
  }

  /** GetDatiMastercard / GetDatiApco: the player's own saved cards, masked. */
  async cards(userId: number, circuit: 'mastercard' | 'apco'): Promise<TSavedCard[]> {
    const rows = await repo.listCards(this.db, userId, circuit);
    return rows.map((c) => ({
      Id: c.id,
      NumeroCarta: `**** **** **** ${c.last4}`,
      Scadenza: c.expiry,
      Intestatario: c.holder,
      Circuito: c.circuit === 'apco' ? 'Apco' : 'MasterCard',
    }));
  }
}
