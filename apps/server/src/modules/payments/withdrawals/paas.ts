import { createHash, randomBytes } from 'node:crypto';
import { WITHDRAWAL_CODES as C } from '@betsite/contract/withdrawals';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { formatEuroAmount } from '@betsite/domain/money';
import type { AppDeps } from '../../../deps.ts';
import { isRefusal, refuse, type Outcome } from '../../../platform/outcome.ts';
import { findUserById } from '../../users/repository.ts';
import { playerBalance } from '../../wallet/ledger.ts';
import { SandboxStore } from '../providers/sandbox-store.ts';
import { PAAS_ENDPOINT } from '../deposits/paas.ts';
import * as repo from './repository.ts';
import { amountRefusal, formatTicket, methodLimits, type WithdrawalService } from './service.ts';

/** A PaaS token opens the provider's page once, for 15 minutes (as for deposits). */
const TOKEN_TTL_MS = 15 * 60 * 1000;
const id = (token: string) => `PAASW-${token}`;

/**
 * WithdrawWithPaas (document 3 §7, module DepositWithPaas_Enabled): the provider's iframe replaces
 * the withdrawal forms. We hand out a one-time token; the provider's page (here the sandbox) takes
 * method and amount and asks for the withdrawal, which is held like any other (`WithdrawalService.hold`:
 * daily cap under the player's lock, ledger hold, pending until the provider or an operator pays).
 */
export class PaasWithdrawalService {
  private readonly store: SandboxStore;

  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site'>,
    private readonly withdrawals: WithdrawalService,
  ) {
    this.store = new SandboxStore(deps.db, deps.clock);
  }

  async open(userId: number): Promise<Outcome<{ endpoint: string; token: string }>> {
    if (!(await this.deps.site.module('DepositWithPaas_Enabled'))) return refuse(C.METHOD_UNAVAILABLE, T.methodUnavailable);
    const user = await findUserById(this.deps.db, userId);
    if (!user) return refuse(C.NOT_ALLOWED, T.stateNotAllowed);
    const blocked = await this.withdrawals.blockReason(user);
    if (blocked) return refuse(C.NOT_ALLOWED, blocked);
    const token = randomBytes(24).toString('hex');
    await this.store.create({
      id: id(token),
      provider: 'paas',
      depositTransactionId: null,
      userId,
      amount: 0,
      expiresAt: new Date(this.deps.clock.now().getTime() + TOKEN_TTL_MS),
    });
    return { endpoint: PAAS_ENDPOINT, token };
  }

  /** The token's player while it is still unused and fresh, or null. */
  async session(token: string): Promise<number | null> {
    const row = await this.store.get(id(token));
    if (!row || row.status !== 'open' || !row.expiresAt || row.expiresAt <= this.deps.clock.now()) return null;
    return row.userId;
  }

  /** The provider page's request: the method's limits, the balance, the token used once, then the hold. */
  async request(token: string, methodName: string, amount: number): Promise<{ ok: true; ticket: string } | { ok: false; message: string }> {
    const userId = await this.session(token);
    if (userId === null) return { ok: false, message: T.methodUnavailable };
    const user = await findUserById(this.deps.db, userId);
    const blocked = user ? await this.withdrawals.blockReason(user) : T.stateNotAllowed;
    if (blocked) return { ok: false, message: blocked };
    const method = await repo.findWithdrawalMethod(this.deps.db, methodName);
    if (!method) return { ok: false, message: T.methodUnavailable };
    const now = this.deps.clock.now();
    const limits = methodLimits(method, now);
    if (!Number.isSafeInteger(amount) || amount < limits.min) return { ok: false, message: T.minAmount(formatEuroAmount(limits.min)) };
    if (limits.max !== null && amount > limits.max) return { ok: false, message: T.maxAmount(formatEuroAmount(limits.max)) };
    const short = amountRefusal(await playerBalance(this.deps.db, userId), amount);
    if (short) return { ok: false, message: short };
    if (!(await this.store.claim(id(token), now))) return { ok: false, message: T.methodUnavailable };
    // The provider holds the destination; we keep which PaaS session asked, never a card or IBAN.
    const ref = `paas:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
    const held = await this.withdrawals.hold(userId, {
      methodId: method.id,
      type: method.name,
      amount,
      automatic: false,
      dest: { value: ref, masked: 'PaaS', hash: ref, trusted: true },
      now,
    });
    if (isRefusal(held)) return { ok: false, message: held.message };
    return { ok: true, ticket: formatTicket(held.id) };
  }
}
