import { and, count, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TAuditRow } from '@betsite/contract/backoffice';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export interface AuditEntry {
  /** Dotted name of the action: `withdrawal.pay`, `document.refuse`, `content.update`… */
  action: string;
  targetUserId?: number | null;
  /** What was acted on: `withdrawal:12`, `cms:7`, `module:Deposit`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Who acts and from where: the operator call's request (its guard set `operator`). */
export type AuditSource = Pick<FastifyRequest, 'operator' | 'ip' | 'headers'>;

/**
 * An operator's change and its audit row in one transaction: the row exists if and only if the
 * change committed. `entry` describes the change from its result; `changed` says whether there was
 * one (no row for a change that found nothing to do).
 */
export class AuditedChanges {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  run<T>(by: AuditSource, change: (tx: DbOrTx) => Promise<T>, entry: (result: T) => AuditEntry, changed: (result: T) => boolean = () => true): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      const result = await change(tx);
      if (changed(result)) await writeAudit(tx, this.deps.clock, by, entry(result));
      return result;
    });
  }

  /**
   * The audit row as work a service runs inside its own transaction once it knows the result (the
   * `andThen` of a service call): the route describes the entry, the service holds the transaction.
   */
  within<R>(by: AuditSource, entry: (result: R) => AuditEntry): (tx: DbOrTx, result: R) => Promise<void> {
    return (tx, result) => writeAudit(tx, this.deps.clock, by, entry(result));
  }

  /** An audit row alone (a look at a player, an export): nothing else changes. */
  record(by: AuditSource, entry: AuditEntry): Promise<void> {
    return writeAudit(this.deps.db, this.deps.clock, by, entry);
  }
}

/**
 * Writes the one audit row of an operator action. Pass the transaction that makes the change when
 * there is one, so the row exists if and only if the change committed. Who and from where come from
 * the request (the operator set by the guard; the address as Fastify resolved it under TRUST_PROXY,
 * so a spoofed X-Forwarded-For from an untrusted peer is not believed).
 */
export async function writeAudit(db: DbOrTx, clock: Clock, req: AuditSource, entry: AuditEntry): Promise<void> {
  const op = req.operator;
  if (!op) throw new Error('writeAudit outside an operator call');
  await db.insert(auditLog).values({
    at: clock.now(),
    operatorId: op.id,
    operatorUsername: op.username,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) || null,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    target: entry.target ?? null,
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
  });
}

const PAGE_SIZE = 50;

/** The audit log, newest first, filtered by operator (username), player, action prefix and period. */
export async function listAudit(
  db: Db,
  q: { operatore?: string; giocatore?: number; azione?: string; dal?: string; al?: string; pagina: number },
): Promise<{ righe: TAuditRow[]; totale: number }> {
  const where = and(
    q.operatore ? eq(sql`lower(${auditLog.operatorUsername})`, q.operatore.toLowerCase()) : undefined,
    q.giocatore ? eq(auditLog.targetUserId, q.giocatore) : undefined,
    q.azione ? like(auditLog.action, `${q.azione.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.dal ? gte(auditLog.at, new Date(q.dal)) : undefined,
    q.al ? lte(auditLog.at, new Date(q.al)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((q.pagina - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    totale: Number(total?.n ?? 0),
    righe: rows.map((r) => ({
      id: r.id,
      data: r.at.toISOString(),
      operatore: r.operatorUsername,
      operatoreId: r.operatorId,
      ip: r.ip,
      dispositivo: r.userAgent,
      azione: r.action,
      giocatoreId: r.targetUserId,
      oggetto: r.target,
      prima: r.before,
      dopo: r.after,
    })),
  };
}
