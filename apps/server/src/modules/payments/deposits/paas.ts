import { randomBytes, randomUUID } from 'node:crypto';
import { DEPOSIT_CODES } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import type { AppDeps } from '../../../deps.ts';
import { refuse, type Outcome } from '../../../platform/outcome.ts';
import { depositGate } from './gate.ts';
import * as repo from './repository.ts';
import { openUnderDepositRule, refusal, type DepositService } from './service.ts';
import { settleDeposit } from './settle.ts';
import { uniqueViolation } from '../../../db/pg-errors.ts';
import { findUserById } from '../../users/repository.ts';

/** A PaaS token opens the provider's page once, for 15 minutes. */
const TOKEN_TTL_MS = 15 * 60 * 1000;
export const PAAS_ENDPOINT = '/sandbox/paas';

/**
 * Payment-as-a-service (module DepositWithPaas_Enabled): the provider's iframe replaces our forms.
 * We hand out a one-time token; the provider's page (here the sandbox) takes method and amount
 * and reports the payment, which is settled like any other deposit.
 */
export class PaasService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances'>,
    private readonly deposits: DepositService,
  ) {}

  async open(userId: number): Promise<Outcome<{ endpoint: string; token: string }>> {
    if (!(await this.deps.site.module('DepositWithPaas_Enabled'))) return refuse(DEPOSIT_CODES.METHOD_UNAVAILABLE, DEPOSIT_TEXT.methodUnavailable);
    const user = await findUserById(this.deps.db, userId);
    if (!user) return refuse(DEPOSIT_CODES.GENERIC, DEPOSIT_TEXT.notFound);
    const blocked = await depositGate(this.deps, user);
    if (blocked) return refuse(blocked.code, blocked.message);
    const token = randomBytes(24).toString('hex');
    const expiresAt = new Date(this.deps.clock.now().getTime() + TOKEN_TTL_MS);
    await this.deposits.store.create({ id: `PAAS-${token}`, provider: 'paas', depositTransactionId: null, userId, amount: 0, expiresAt });
    return { endpoint: PAAS_ENDPOINT, token };
  }

  /** The token's player while it is still unused and fresh, or null. */
  async session(token: string): Promise<number | null> {
    const row = await this.deposits.store.get(`PAAS-${token}`);
    if (!row || row.status !== 'open' || !row.expiresAt || row.expiresAt <= this.deps.clock.now()) return null;
    return row.userId;
  }

  /** The provider page's payment: checks the method's limits, uses the token once, credits once. */
  async pay(token: string, methodName: string, amount: number): Promise<{ ok: true; transactionId: string } | { ok: false; message: string }> {
    const userId = await this.session(token);
    if (userId === null) return { ok: false, message: DEPOSIT_TEXT.paasError };
    const method = await repo.findDepositMethod(this.deps.db, methodName);
    if (!method || !method.enabled) return { ok: false, message: DEPOSIT_TEXT.methodUnavailable };
    if (!Number.isSafeInteger(amount) || amount < method.minAmount) return { ok: false, message: DEPOSIT_TEXT.minAmount(String(method.minAmount / 100)) };
    if (method.maxAmount !== null && amount > method.maxAmount) return { ok: false, message: DEPOSIT_TEXT.maxAmount(String(method.maxAmount / 100)) };
    const found = await repo.findUserForDeposit(this.deps.db, userId);
    const blocked = found ? await depositGate(this.deps, found.user) : { message: DEPOSIT_TEXT.notFound };
    if (blocked || !found) return { ok: false, message: blocked?.message ?? DEPOSIT_TEXT.notFound };
    const now = this.deps.clock.now();
    // The deposit row first (the same deposit rule as Ricarica: exclusions, every limit, under the
    // player's lock), then the provider takes the money: a payment refused by the rule is never
    // taken, and one taken by a process that dies before crediting it is found by the
    // reconciliation through the row's token.
    const transactionId = randomUUID();
    const row = {
      transactionId,
      userId,
      methodId: method.id,
      methodName: method.name,
      provider: 'paas',
      providerRef: token,
      amount,
      status: 'created',
      createdAt: now,
    };
    // The page submitted twice at once: the token's one deposit row is the other submission's.
    const opened = await openUnderDepositRule(this.deps.db, row, now, found.guarded).catch((err: unknown) => {
      if (uniqueViolation(err) !== null) return null;
      throw err;
    });
    if (!opened) return { ok: false, message: DEPOSIT_TEXT.paasError };
    if (!opened.ok) return { ok: false, message: refusal(opened).message };
    if (!(await this.deposits.store.claim(`PAAS-${token}`, now))) {
      await settleDeposit(this.deps.db, transactionId, 'failed', now, { message: DEPOSIT_TEXT.paasError });
      return { ok: false, message: DEPOSIT_TEXT.paasError };
    }
    await settleDeposit(this.deps.db, transactionId, 'success', this.deps.clock.now());
    this.deps.balances.invalidate(userId);
    return { ok: true, transactionId };
  }
}
