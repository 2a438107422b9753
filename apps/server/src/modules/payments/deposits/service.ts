import { FIRST_ACCESS_TEXT } from '@betsite/contract/play-limits-texts';
import { createHash, randomUUID } from 'node:crypto';
import { DEPOSIT_CODES, type TConfirmData, type TRicaricaData } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { depositAmountIssue, depositAsksEmail, depositCodeDigits, depositFieldIssues } from '@betsite/contract/deposit-fields';
import { formatEuroLimit as euroText } from '@betsite/domain/money';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { maskMobile } from '@betsite/domain/masking';
import type { AppDeps } from '../../../deps.ts';
import { uniqueViolation } from '../../../db/pg-errors.ts';
import { withTxRetry } from '../../../db/tx-retry.ts';
import { consumeCode, issueCode } from '../../../platform/codes.ts';
import { fieldError, HttpError } from '../../../platform/errors.ts';
import { refuse, type Outcome, type Refusal } from '../../../platform/outcome.ts';
import { VersionedCache } from '../../../platform/versioned-cache.ts';
import { paymentProviders } from '../providers/registry.ts';
import type { SandboxProvider } from '../providers/sandbox-adapters.ts';
import { SandboxStore } from '../providers/sandbox-store.ts';
import type { DepositAdapter, ProviderOutcome } from '../providers/types.ts';
import { depositGate } from './gate.ts';
import { depositAllowance, type DepositAllowance } from '../../responsible-gaming/deposit-allowance.ts';
import { lockPlayer } from '../../responsible-gaming/repository.ts';
import * as repo from './repository.ts';
import type { DepositInsert } from './repository.ts';
import { creditDeposit, settleDeposit } from './settle.ts';
import { recordDispute } from './dispute.ts';
import { reverseDeposit } from './reversal.ts';
import { forfeitDepositBonuses } from '../../bonus/deposit-forfeit.ts';

const OTP_PURPOSE = 'xelektra-deposit';

export function toPaymentMethod(m: repo.MethodRow): TPaymentMethod {
  return {
    Id: m.id,
    Name: m.name,
    NameLong: m.nameLong,
    Description: m.description,
    MinAmount: m.minAmount,
    MaxAmount: m.maxAmount,
    InfoMessage: m.infoMessage,
    AdditionalCost: m.additionalCost,
    DeliveryTimeMessage: m.deliveryTimeMessage,
    Withdrawal_Recharge: m.withdrawalRecharge,
    Testing: m.testing,
    TimeSlot_MinAmount: m.timeSlotMinAmount,
    TimeSlot_MaxAmount: m.timeSlotMaxAmount,
    TimeSlot_From: m.timeSlotFrom,
    TimeSlot_To: m.timeSlotTo,
    Icon: m.icon,
    ViewOrder: m.viewOrder,
  };
}

export interface RicaricaInput {
  type: number | string;
  importo: number;
  metodo: 'Deposit' | 'Confirm';
  promo?: string | null;
  email?: string | null;
  code?: string | null;
  otp?: string | null;
  transactionId?: string | null;
  isMobile?: boolean | null;
  primaricarica?: boolean | null;
}

/**
 * With an Idempotency-Key the transaction id is derived from the player and the key, so a retried
 * Ricarica finds the deposit its first attempt created (the unique transaction id) instead of
 * opening a second payment. Shaped like a UUID (version 8, name-based).
 */
export function keyedTransactionId(userId: number, key: string): string {
  const h = createHash('sha256').update(`ricarica:${userId}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The deposit rule's refusal as the deposit calls answer it. */
export const refusal = (r: Exclude<DepositAllowance, { ok: true }>): Refusal => {
  if (r.reason === 'limit') return refuse(DEPOSIT_CODES.DEPOSIT_LIMIT, DEPOSIT_TEXT.depositLimit(euroText(r.left)));
  return refuse(DEPOSIT_CODES.ACCOUNT_STATE, r.reason === 'first_access' ? FIRST_ACCESS_TEXT.blocked : DEPOSIT_TEXT.accountState);
};

/**
 * Opens a deposit row under THE deposit rule (responsible-gaming `depositAllowance`: exclusions and
 * every limit). A guarded player (a limit, an exclusion not yet released, first access due) is
 * locked first and the rule checked in the same transaction as the insert, so concurrent deposits
 * (any provider, the PaaS page) cannot both slip under a limit; any other player takes the
 * one-statement path.
 */
export async function openUnderDepositRule(db: AppDeps['db'], row: DepositInsert, now: Date, guarded: boolean): Promise<DepositAllowance> {
  if (!guarded) {
    await repo.insertOpeningDeposit(db, row);
    return { ok: true };
  }
  return db.transaction(async (tx) => {
    await lockPlayer(tx, row.userId);
    const allowed = await depositAllowance(tx, row.userId, row.amount, now);
    if (allowed.ok) await repo.insertOpeningDeposit(tx, row);
    return allowed;
  });
}

/** A confirmation's answer when no deposit matches: KO, with the data fields the legacy page reads. */
const CONFIRM_NOT_FOUND: TConfirmData = { esito: 'KO', status: 'failed', transactionId: null, amount: null };

const CONFIRM_OF: Record<string, TConfirmData['status']> = {
  success: 'success',
  failed: 'failed',
  cancelled: 'failed',
  pending: 'pending',
  created: 'pending',
};

export class DepositService {
  readonly store: SandboxStore;
  private readonly adapters: ReadonlyMap<string, DepositAdapter>;
  /** Deposit methods change rarely (an operator's edit): each process keeps them for 5 s. */
  private readonly methodCache: VersionedCache<'deposit', repo.MethodRow[]>;

  constructor(
    private readonly deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'site' | 'outbox' | 'balances'>,
    /** Where provider failures are reported (the app's logger). */
    private readonly log?: { warn(obj: unknown, msg: string): void },
  ) {
    this.store = new SandboxStore(deps.db, deps.clock);
    this.methodCache = new VersionedCache(deps.clock, 5_000, 1);
    // The sandbox adapters outside production (SANDBOX_PAYMENTS), replaced by the real ones configured.
    this.adapters = paymentProviders(deps).deposits;
  }

  private get db() {
    return this.deps.db;
  }

  adapter(provider: string): DepositAdapter | undefined {
    return this.adapters.get(provider);
  }

  private async depositMethod(type: number | string): Promise<repo.MethodRow | undefined> {
    const rows = await this.methodCache.get('deposit', () => repo.listMethods(this.db, false));
    const byId = typeof type === 'number' || /^\d+$/.test(type);
    return rows.find((m) => (byId ? m.id === Number(type) : m.name === type));
  }

  /** Every method row of one direction (deposit: prelievo false), as the sandbox PaaS page lists them. */
  methodRows(prelievo: boolean): Promise<repo.MethodRow[]> {
    return repo.listMethods(this.db, prelievo);
  }

  /** Deposit methods are listed only when their provider is configured here (in production: the real ones). */
  async methods(prelievo: boolean | null): Promise<TPaymentMethod[]> {
    const rows = await repo.listMethods(this.db, prelievo);
    return rows.filter((m) => !m.withdrawalRecharge || this.adapters.has(m.provider)).map(toPaymentMethod);
  }

  /**
   * POST api/Account/Ricarica: 'Deposit' opens a payment, 'Confirm' completes XElektra's second step.
   * With `idempotencyKey` (the Idempotency-Key header) a retry answers what the first attempt did.
   */
  async ricarica(userId: number, body: RicaricaInput, idempotencyKey?: string): Promise<Outcome<TRicaricaData>> {
    if (body.metodo === 'Confirm') return this.confirmOtp(userId, body);
    const method = await this.depositMethod(body.type);
    if (!method || !method.enabled || !this.adapters.has(method.provider)) return refuse(DEPOSIT_CODES.METHOD_UNAVAILABLE, DEPOSIT_TEXT.methodUnavailable);
    this.validateFields(method, body);
    const transactionId = idempotencyKey ? keyedTransactionId(userId, idempotencyKey) : randomUUID();
    if (idempotencyKey) {
      // Before the gate and the limit: the first attempt may itself have used up the limit.
      const prior = await repo.findDeposit(this.db, transactionId);
      if (prior) return this.replay(prior, method, body);
      try {
        return await this.openDeposit(userId, body, method, transactionId);
      } catch (err) {
        // The same key racing itself: the other attempt inserted first.
        const raced = uniqueViolation(err) !== null ? await repo.findDeposit(this.db, transactionId) : undefined;
        if (raced) return this.replay(raced, method, body);
        throw err;
      }
    }
    return this.openDeposit(userId, body, method, transactionId);
  }

  /**
   * The answer to a Ricarica retried with its Idempotency-Key. A deposit still open is first brought
   * up to date with the provider (a process may have died after the provider approved), without
   * expiring anything: the first attempt may still be running.
   */
  private async replay(prior: repo.DepositRow, method: repo.MethodRow, body: RicaricaInput): Promise<Outcome<TRicaricaData>> {
    if (prior.methodId !== method.id || prior.amount !== body.importo) throw new HttpError(422, DEPOSIT_TEXT.idempotencyReused);
    let d = prior;
    if (d.status === 'created' || d.status === 'pending') {
      const { DepositReconciler } = await import('./reconcile.ts');
      const noLock = { kind: 'pglite' as const, lockConnection: async () => ({ query: async () => undefined, end: async () => undefined }) };
      try {
        await new DepositReconciler(this.deps, noLock, this, { openAfterMs: 0, expireAfterMs: Number.MAX_SAFE_INTEGER }).reconcile(
          d,
          this.deps.clock.now().getTime(),
          false,
        );
      } catch (err) {
        // The provider not answering (down, timing out) leaves the deposit as stored: the retry is
        // answered from it ('in elaborazione' while open), and the reconciliation job asks again later.
        this.log?.warn({ err, transactionId: d.transactionId, provider: d.provider }, 'ricarica ripetuta: il fornitore non ha risposto');
      }
      d = (await repo.findDeposit(this.db, d.transactionId)) ?? d;
    }
    if (d.status === 'failed' || d.status === 'cancelled') {
      if (d.provider === 'scratch') return refuse(DEPOSIT_CODES.INVALID_CODE, DEPOSIT_TEXT.scratchInvalid);
      return refuse(d.status === 'cancelled' ? DEPOSIT_CODES.CANCELLED : DEPOSIT_CODES.DECLINED, d.message ?? DEPOSIT_TEXT.declined);
    }
    const handoff = d.handoff as Omit<TRicaricaData, 'status'> | null;
    // Opened but the hand-off not yet recorded: the first attempt is still running (or died; the job ends it).
    if (!handoff) {
      if (d.status === 'success') return { transactionId: d.transactionId, handoff: 'done', status: 'success', amount: d.amount, price: d.amount };
      return refuse(DEPOSIT_CODES.GENERIC, DEPOSIT_TEXT.pending);
    }
    return { ...handoff, status: d.status as TRicaricaData['status'] };
  }

  private async openDeposit(userId: number, body: RicaricaInput, method: repo.MethodRow, transactionId: string): Promise<Outcome<TRicaricaData>> {
    const found = await repo.findUserForDeposit(this.db, userId);
    if (!found) return refuse(DEPOSIT_CODES.GENERIC, DEPOSIT_TEXT.notFound);
    const { user, guarded } = found;
    const blocked = await depositGate(this.deps, user);
    if (blocked) return refuse(blocked.code, blocked.message);
    // The method's limits, as the deposit form checks them (@betsite/contract/deposit-fields).
    const amount = depositAmountIssue({ MinAmount: method.minAmount, MaxAmount: method.maxAmount }, body.importo, euroText);
    if (amount) return refuse(amount.limit === 'min' ? DEPOSIT_CODES.AMOUNT_TOO_LOW : DEPOSIT_CODES.AMOUNT_TOO_HIGH, amount.message);

    const email = depositAsksEmail(method.name) ? body.email!.trim() : body.email?.trim() || null;
    // The row comes first (status 'created'), under THE deposit rule (responsible-gaming
    // `depositAllowance`: exclusions, every limit): nothing reaches the provider — no scratch code
    // is used up — for a deposit the rule refuses.
    const now = this.deps.clock.now();
    const row = {
      transactionId,
      userId,
      methodId: method.id,
      methodName: method.name,
      provider: method.provider,
      status: 'created',
      amount: body.importo,
      // Promo codes do not apply to scratch-card deposits (document 3 §5).
      promo: method.provider === 'scratch' ? null : body.promo?.trim() || null,
      email,
      isMobile: Boolean(body.isMobile),
      primaRicarica: Boolean(body.primaricarica),
      createdAt: now,
    };
    const inserted = await openUnderDepositRule(this.db, row, now, guarded);
    if (!inserted.ok) return refusal(inserted);

    let started: Awaited<ReturnType<DepositAdapter['start']>>;
    try {
      started = await this.adapters.get(method.provider)!.start({
        transactionId,
        userId,
        username: user.username,
        amount: body.importo,
        email,
        methodName: method.name,
        code: body.code == null ? null : depositCodeDigits(body.code),
        publicUrl: this.deps.config.PUBLIC_URL,
      });
    } catch (err) {
      // The provider could not open the payment: the attempt ends here, visibly failed (a payment it
      // may have opened all the same was never shown to the player, so nobody can approve it).
      await settleDeposit(this.db, transactionId, 'failed', this.deps.clock.now(), {
        errorCode: String(DEPOSIT_CODES.GENERIC),
        message: DEPOSIT_TEXT.providerUnavailable,
      });
      this.log?.warn({ err, transactionId, provider: method.provider }, 'ricarica: il fornitore non ha aperto il pagamento');
      return refuse(DEPOSIT_CODES.GENERIC, DEPOSIT_TEXT.providerUnavailable);
    }
    const { providerRef, immediate, ...handoff } = started;
    const maskedMobile = method.provider === 'xelektra' ? maskMobile(user.cellulare) : null;
    const reply = { transactionId, amount: body.importo, price: body.importo, maskedMobile, ...handoff };
    await repo.setProviderRef(this.db, transactionId, providerRef, this.deps.clock.now(), reply);

    let status: TRicaricaData['status'] = 'pending';
    if (immediate) {
      const r = await this.settleFromOutcome(transactionId, immediate);
      status = (r.deposit?.status ?? 'failed') as TRicaricaData['status'];
      if (status !== 'success') return refuse(DEPOSIT_CODES.INVALID_CODE, DEPOSIT_TEXT.scratchInvalid);
    }
    if (method.provider === 'xelektra') {
      const code = await issueCode(this.db, this.deps.clock, { purpose: OTP_PURPOSE, subject: transactionId, userId, channel: 'sms' });
      await this.deps.outbox.send({
        channel: 'sms',
        recipient: user.cellulare,
        body: `XElektra: il codice per confermare la ricarica di € ${euroText(body.importo)} è ${code}. Valido 3 minuti.`,
        meta: { purpose: OTP_PURPOSE, code, transactionId },
      });
    }
    return { ...reply, status };
  }

  /** Per-method fields the schema alone cannot check: bad input answers 400, nothing is created. */
  /** The method's own fields, by the rules the deposit form validates with (@betsite/contract/deposit-fields): a 400 naming the field. */
  private validateFields(method: repo.MethodRow, body: RicaricaInput): void {
    const [issue] = depositFieldIssues({ Name: method.name }, body);
    if (issue) throw fieldError(issue.field, issue.message);
  }

  /** XElektra step two: the SMS code confirms the payment at the provider, then the money moves. */
  private async confirmOtp(userId: number, body: RicaricaInput): Promise<Outcome<TRicaricaData>> {
    const txid = body.transactionId?.trim();
    const otp = body.otp?.trim();
    if (!txid || !otp) throw new HttpError(400, DEPOSIT_TEXT.required);
    const d = await repo.findDeposit(this.db, txid);
    if (!d || d.userId !== userId || d.provider !== 'xelektra' || !d.providerRef) return refuse(DEPOSIT_CODES.NOT_FOUND, DEPOSIT_TEXT.notFound);
    const base = { transactionId: txid, amount: d.amount, price: d.amount, handoff: 'otp' as const };
    if (d.status === 'success') return { ...base, status: 'success' };
    if (d.status !== 'pending') return refuse(DEPOSIT_CODES.NOT_FOUND, DEPOSIT_TEXT.notFound);
    const xelektra = this.adapters.get('xelektra');
    if (!xelektra) return refuse(DEPOSIT_CODES.METHOD_UNAVAILABLE, DEPOSIT_TEXT.methodUnavailable);
    const res = await consumeCode(this.db, this.deps.clock, { purpose: OTP_PURPOSE, subject: txid, code: otp });
    if (!res.ok) return refuse(DEPOSIT_CODES.OTP_WRONG, DEPOSIT_TEXT.otpWrong);
    await this.store.decide(d.providerRef, 'approve');
    const r = await this.settleFromOutcome(txid, await xelektra.status(d.providerRef));
    return r.deposit?.status === 'success' ? { ...base, status: 'success' } : refuse(DEPOSIT_CODES.DECLINED, DEPOSIT_TEXT.declined);
  }

  async settleFromOutcome(transactionId: string, outcome: ProviderOutcome) {
    const map: Partial<Record<ProviderOutcome, 'success' | 'failed' | 'cancelled' | 'pending'>> = {
      approved: 'success',
      declined: 'failed',
      cancelled: 'cancelled',
      pending: 'pending',
    };
    const target = map[outcome];
    const res = target
      ? await settleDeposit(
          this.db,
          transactionId,
          target,
          this.deps.clock.now(),
          target === 'failed' ? { errorCode: String(DEPOSIT_CODES.DECLINED), message: DEPOSIT_TEXT.declined } : {},
          this.log,
        )
      : { deposit: await repo.findDeposit(this.db, transactionId), changed: false };
    if (target === 'success' && res.changed && res.deposit) this.deps.balances.invalidate(res.deposit.userId);
    return res;
  }

  /**
   * The provider approved the deposit read as `d`: it becomes success and the player is credited
   * exactly once, in one statement of the ledger's posting (settle.ts `creditDeposit`); a deadlock
   * or serialisation failure reported by PostgreSQL is retried (the statement is all or nothing).
   */
  private async settleSuccess(d: repo.DepositRow): Promise<{ deposit: repo.DepositRow | undefined; changed: boolean }> {
    let r = await withTxRetry(() => creditDeposit(this.db, d, this.deps.clock.now(), this.log));
    // The reconciliation expired the deposit while this call was having the provider take the money
    // (it found the payment still open a moment before the buyer approved it): the money was taken,
    // so it is credited, not left with the provider under a deposit that says nothing was charged.
    if (!r.changed && r.deposit?.status === 'failed' && r.deposit.errorCode === repo.EXPIRED_ERROR_CODE) {
      r = await withTxRetry(() => creditDeposit(this.db, d, this.deps.clock.now(), this.log, { afterExpiry: true }));
      if (r.changed) this.log?.warn({ transactionId: d.transactionId, provider: d.provider }, 'ricarica pagata mentre scadeva: accreditata');
    }
    if (r.changed) this.deps.balances.invalidate(d.userId);
    return r;
  }

  /**
   * A result confirmation or provider callback: ask the provider how its payment ended (never
   * trusting the query string), then find the deposit by the provider's payment id and settle it
   * once (when approved, both in one statement), report. `buyerLeft`: the player came back by
   * PayPal's cancel link (cancel_url with the order's token and no PayerID; PayPal changes nothing
   * at its side). An order still waiting for the buyer is then answered 'return' (the page says
   * 'Ricarica annullata', not 'in elaborazione') and the deposit is left as it is: closing it here
   * could race a capture of the same order approved in another tab, and a capture after the close
   * would be money taken and never credited. If the buyer does pay it later, it is credited as
   * any other; if not, the reconciliation expires it (DEPOSIT_EXPIRE_AFTER_SECONDS).
   */
  async confirm(provider: SandboxProvider, providerRef: string | undefined, { buyerLeft = false } = {}): Promise<Outcome<TConfirmData, TConfirmData>> {
    const notFound = () => refuse(DEPOSIT_CODES.NOT_FOUND, DEPOSIT_TEXT.notFound, CONFIRM_NOT_FOUND);
    const adapter = this.adapters.get(provider);
    if (!providerRef || !adapter) return notFound();
    // A closed deposit is answered from its row and the provider is not asked again: asking PayPal
    // captures an approved order, which must never happen for a deposit already expired.
    const known = await repo.findDepositByRef(this.db, provider, providerRef);
    if (!known) return notFound();
    let outcome: ProviderOutcome = 'unknown';
    if (known.status === 'created' || known.status === 'pending') {
      // A provider that does not answer now leaves the deposit open: this page shows it pending and
      // the reconciliation job asks again.
      outcome = await adapter.status(providerRef).catch((err: unknown) => {
        this.log?.warn({ err, transactionId: known.transactionId, provider }, 'conferma ricarica: il fornitore non ha risposto');
        return 'unknown' as const;
      });
    }
    // When the provider approved, settling the deposit and crediting the player is one statement.
    const { deposit } = outcome === 'approved' ? await this.settleSuccess(known) : await this.settleFromOutcome(known.transactionId, outcome);
    const d = deposit ?? known;
    const status = deposit?.status ?? d.status;
    const data = (s: TConfirmData['status'], esito: TConfirmData['esito']): TConfirmData => ({
      esito,
      status: s,
      transactionId: d.transactionId,
      amount: d.amount,
    });
    if (status === 'success') return data('success', 'OK');
    if (outcome === 'open' && buyerLeft && provider === 'paypal')
      return refuse(DEPOSIT_CODES.PAYPAL_RETURNED, DEPOSIT_TEXT.paypalReturned, data('return', 'KO'));
    if (status === 'pending' || status === 'created') return data('pending', 'PENDING');
    if (status === 'cancelled' && provider === 'paypal') return refuse(DEPOSIT_CODES.PAYPAL_RETURNED, DEPOSIT_TEXT.paypalReturned, data('return', 'KO'));
    if (status === 'cancelled') return refuse(DEPOSIT_CODES.CANCELLED, DEPOSIT_TEXT.cancelled, data('failed', 'KO'));
    return refuse(DEPOSIT_CODES.DECLINED, d.message ?? DEPOSIT_TEXT.declined, data(CONFIRM_OF[status] ?? 'failed', 'KO'));
  }

  /**
   * A provider says it took money back from a deposit (a refund, a chargeback): ask it how much in
   * all, from the payment itself, and take back the difference from what was applied (reversal.ts).
   * 'retry' when the provider's figure cannot be read now: the notification is answered as not
   * delivered, and the provider sends it again.
   */
  async reversalNotified(provider: string, subject: { transactionId: string | null; orderId: string | null }): Promise<'done' | 'retry'> {
    const adapter = this.adapters.get(provider);
    const d =
      (subject.transactionId ? await repo.findDeposit(this.db, subject.transactionId) : undefined) ??
      (subject.orderId ? await repo.findDepositByRef(this.db, provider, subject.orderId) : undefined);
    // Only a deposit of this provider that was credited can be taken back; anything else is not ours to move.
    if (!adapter?.reversed || !d || d.provider !== provider || d.status !== 'success' || !d.providerRef) return 'done';
    const total = await adapter.reversed(d.providerRef).catch((err: unknown) => {
      this.log?.warn({ err, transactionId: d.transactionId, provider }, 'storno ricarica: il fornitore non ha risposto');
      return null;
    });
    if (total === null) return 'retry';
    const r = await reverseDeposit(this.db, d.transactionId, total, this.deps.clock.now());
    // The deposit's bonuses go with it; run on every notification of a reversal, so a repeated one
    // finishes what a crash between the two steps left (only an active bonus closes, once).
    const forfeited = total > 0 ? await forfeitDepositBonuses(this.db, d.id, this.deps.clock.now()) : [];
    if (r.taken > 0 || forfeited.length > 0) this.deps.balances.invalidate(d.userId);
    return 'done';
  }

  /**
   * A buyer's dispute notified by the provider: read from the provider (never from the
   * notification), then recorded against the credited deposit it names (deposits/dispute.ts).
   * 'retry' when the provider could not be read, so its webhook delivers the event again.
   */
  async disputeNotified(provider: string, disputeId: string): Promise<'done' | 'retry'> {
    const adapter = this.adapters.get(provider);
    if (!adapter?.dispute) return 'done';
    const facts = await adapter.dispute(disputeId).catch((err: unknown) => {
      this.log?.warn({ err, disputeId, provider }, 'contestazione ricarica: il fornitore non ha risposto');
      return null;
    });
    if (facts === null) return 'retry';
    if (facts === 'unknown' || !facts.transactionId) return 'done';
    const d = await repo.findDeposit(this.db, facts.transactionId);
    // Only a credited deposit of this provider can be contested with it; anything else is not ours to hold.
    if (!d || d.provider !== provider || d.status !== 'success') return 'done';
    const change = await recordDispute(this.db, disputeId, d, facts, this.deps.clock.now());
    if (change !== 'none') this.deps.balances.invalidate(d.userId);
    return 'done';
  }

  async status(transactionId: string) {
    const d = await repo.findDeposit(this.db, transactionId);
    if (!d) return refuse(DEPOSIT_CODES.NOT_FOUND, DEPOSIT_TEXT.notFound);
    return { transactionId: d.transactionId, status: d.status as repo.DepositStatus, amount: d.amount };
  }

  /** True when this transaction is the player's first credited deposit. */
  async checkPrimaRicarica(transactionId: string): Promise<Outcome<boolean, boolean>> {
    const d = await repo.findDeposit(this.db, transactionId);
    if (!d) return refuse(DEPOSIT_CODES.NOT_FOUND, DEPOSIT_TEXT.notFound, false);
    if (d.status !== 'success') return false;
    return (await repo.firstDepositTransferKey(this.db, d.userId)) === `deposit:${d.transactionId}`;
  }
}
