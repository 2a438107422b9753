import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { sandboxPayments } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { ProviderOutcome } from './types.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxDecision = 'approve' | 'decline' | 'pending' | 'cancel';

const DECISION_STATUS: Record<SandboxDecision, ProviderOutcome> = {
  approve: 'approved',
  decline: 'declined',
  pending: 'pending',
  cancel: 'cancelled',
};

/** Provider-style ids: a short brand prefix and random hex, unguessable. */
export const newPaymentId = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/** The sandbox providers' own database (stands in for PayPal's, Neteller's, …). */
export class SandboxStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(p: {
    id: string;
    provider: string;
    depositTransactionId: string | null;
    userId: number | null;
    amount: number;
    payerEmail?: string | null;
    expiresAt?: Date | null;
  }): Promise<void> {
    // Prepared like the other hot-path statements: built by Drizzle on every deposit, this insert
    // cost ≈ 0.3 ms of Node CPU per deposit (npm run bench), more than its round trip.
    await preparedQuery(this.db, 'sandbox_create', () =>
      this.db
        .insert(sandboxPayments)
        .values({
          id: sql.placeholder('id'),
          provider: sql.placeholder('provider'),
          depositTransactionId: sql.placeholder('depositTransactionId'),
          userId: sql.placeholder('userId'),
          amount: sql.placeholder('amount'),
          payerEmail: sql.placeholder('payerEmail'),
          // As SQL, not a bare placeholder: Drizzle's timestamp mapping of a placeholder fails on null.
          expiresAt: sql`${sql.placeholder('expiresAt')}`,
        })
        .prepare('sandbox_create'),
    ).execute({ ...p, payerEmail: p.payerEmail ?? null, expiresAt: p.expiresAt ?? null });
  }

  /** A payment decided at once, created only if its id is new (the id carries the caller's idempotency key). */
  async createDecided(p: { id: string; provider: string; amount: number; status: ProviderOutcome; payerEmail: string | null }): Promise<SandboxPayment> {
    await this.db
      .insert(sandboxPayments)
      .values({ ...p, depositTransactionId: null, userId: null, decidedAt: this.clock.now() })
      .onConflictDoNothing({ target: sandboxPayments.id });
    return (await this.get(p.id))!;
  }

  async get(id: string): Promise<SandboxPayment | undefined> {
    const [row] = await preparedQuery(this.db, 'sandbox_get', () =>
      this.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, sql.placeholder('id')))
        .prepare('sandbox_get'),
    ).execute({ id });
    return row;
  }

  async byDeposit(transactionId: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.depositTransactionId, transactionId));
    return row;
  }

  /**
   * Records the tester's decision. Like a real provider, a payment is decided once: only an open
   * or pending payment changes (pending may still be approved or declined later).
   */
  async decide(id: string, decision: SandboxDecision): Promise<SandboxPayment | undefined> {
    const [row] = await preparedQuery(this.db, 'sandbox_decide', () =>
      this.db
        .update(sandboxPayments)
        .set({ status: sql.placeholder('status') as unknown as string, decidedAt: sql.placeholder('at') as unknown as Date })
        .where(and(eq(sandboxPayments.id, sql.placeholder('id')), inArray(sandboxPayments.status, ['open', 'pending'])))
        .returning()
        .prepare('sandbox_decide'),
    ).execute({ id, status: DECISION_STATUS[decision], at: this.clock.now() });
    return row ?? (await this.get(id));
  }

  /** Single use: true only for the call that moved an open, unexpired payment to approved. */
  async claim(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sandboxPayments)
      .set({ status: 'approved', decidedAt: now })
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open'), gt(sandboxPayments.expiresAt, now)))
      .returning({ id: sandboxPayments.id });
    return rows.length === 1;
  }

  async outcome(id: string): Promise<ProviderOutcome> {
    const row = await this.get(id);
    return (row?.status as ProviderOutcome | undefined) ?? 'unknown';
  }
}
