import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { scheduleJob } from './scheduled-job.ts';
import { outbox } from '../db/schema/index.ts';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject?: string;
  body: string;
  meta?: Record<string, unknown>;
}

/** Real delivery (SMTP for e-mail). SMS has no real gateway configured: it stays in the outbox. */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

/** A transaction of the database (the request's), in which a message is recorded with what caused it. */
export type OutboxTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What one delivery pass did. */
export interface DeliveryReport {
  delivered: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good (the mail server refused it, or the last attempt failed): not tried again. */
  gaveUp: number;
}

/** Delivery attempts of one message, at most. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** The wait after the n-th failed attempt: 30 s, 1, 2, 4, 8, 16, 32 minutes (about an hour in all). */
export const retryDelayMs = (attempt: number) => 30_000 * 2 ** (attempt - 1);
/**
 * How long a process that took a message to send has it for itself. Past that (the process died
 * while sending) any process takes it again: at least once, never lost.
 */
export const DELIVERY_LEASE_MS = 10 * 60_000;
/** A mail server that does not answer within this is a failed attempt (well within the lease). */
const SEND_TIMEOUT_MS = 60_000;
/** Messages older than this are no longer sent (every code and link in them has expired by then). */
export const MAX_DELIVERY_AGE_MS = 24 * 3600_000;
/** Messages one process sends at the same time. */
const WORKERS = 4;
/** How often each process looks for what is due: retries, and what a process that died left behind. */
const SWEEP_MS = 15_000;
type Claimed = {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown> | null;
  attempts: number;
};
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The one port every e-mail and SMS goes through: a mail queue on the `outbox` table.
 *
 * `send` only records the message (in the caller's transaction when given one): a request never
 * waits for the mail server, so how long it takes says nothing about whether an address or a
 * username exists (a mail is sent only for those). Messages are always recorded (the audit trail
 * and, outside production, the /dev/outbox page); with a transport they are also delivered, after
 * the response, by this process's delivery loop, started by `send` and by the sweep that
 * `scheduleOutboxDelivery` runs in every process (retries, and what a process that died after the
 * insert left undelivered).
 *
 * Each message is taken by one process at a time (`for update skip locked`, then a lease of
 * DELIVERY_LEASE_MS recorded in the row); a failed attempt is tried again after a growing wait, up
 * to MAX_DELIVERY_ATTEMPTS, a refusal of the mail server (5xx) is not. `sent_at` is set when the
 * message was delivered, `error` holds the last failure.
 */
export class Outbox {
  private running: Promise<DeliveryReport> | null = null;
  private again = false;
  private closed = false;
  /** Where failures of the background loop are told (set by scheduleOutboxDelivery). */
  onError: (err: unknown) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport | null,
    private readonly clock: Clock,
  ) {}

  /**
   * Records the message to be delivered after the response. With `tx` it is recorded in that
   * transaction (nothing is sent if it rolls back): call `deliverSoon()` after the commit, or the
   * next sweep sends it.
   */
  async send(message: OutgoingMessage, tx?: OutboxTx): Promise<void> {
    await (tx ?? this.db).insert(outbox).values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      meta: message.meta ?? null,
      createdAt: this.clock.now(),
    });
    if (!tx) void this.deliverSoon();
  }

  /**
   * Delivers what is due now, in the background of whoever calls it (never throws: a failed pass
   * leaves its messages to the next). Calls while a pass runs fold into one more pass after it.
   * Resolves when the loop has nothing left to do.
   */
  deliverSoon(): Promise<DeliveryReport> {
    const none = { delivered: 0, retrying: 0, gaveUp: 0 };
    if (!this.transport || this.closed) return Promise.resolve(none);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const loop = async () => {
      const total = { ...none };
      do {
        this.again = false;
        try {
          const r = await this.deliverDue();
          total.delivered += r.delivered;
          total.retrying += r.retrying;
          total.gaveUp += r.gaveUp;
        } catch (err) {
          this.onError(err);
        }
      } while (this.again && !this.closed);
      return total;
    };
    const running = loop().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  /** Waits for the delivery under way, and starts no more (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running;
  }

  /** Every message due now, delivered by WORKERS at a time (each takes the next due one until none is left). */
  private async deliverDue(): Promise<DeliveryReport> {
    const report = { delivered: 0, retrying: 0, gaveUp: 0 };
    const worker = async () => {
      for (let m = await this.claim(); m; m = this.closed ? null : await this.claim()) report[await this.deliver(m)]++;
    };
    const failed = (await Promise.allSettled(Array.from({ length: WORKERS }, worker))).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return report;
  }

  /**
   * Takes the oldest message due (undelivered, younger than MAX_DELIVERY_AGE_MS, attempts left, its
   * wait over) for this process: one statement counts the attempt and records the lease. Only the
   * undelivered rows are read (`outbox_undelivered_idx`), however long the table's history.
   */
  private async claim(): Promise<Claimed | null> {
    const now = this.clock.now();
    const oldest = new Date(now.getTime() - MAX_DELIVERY_AGE_MS);
    const [row] = await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(
        eq(
          outbox.id,
          sql`(select o.id from ${outbox} o
                where o.sent_at is null and o.created_at >= ${ts(oldest)} and o.attempts < ${MAX_DELIVERY_ATTEMPTS}
                  and (o.next_attempt_at is null or o.next_attempt_at <= ${ts(now)})
                order by o.id limit 1 for update of o skip locked)`,
        ),
      )
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        meta: outbox.meta,
        attempts: outbox.attempts,
      });
    return (row as Claimed | undefined) ?? null;
  }

  private async deliver(m: Claimed): Promise<keyof DeliveryReport> {
    const attempt = m.attempts;
    try {
      await withTimeout(
        this.transport!.send({ channel: m.channel, recipient: m.recipient, subject: m.subject ?? undefined, body: m.body, meta: m.meta ?? undefined }),
        SEND_TIMEOUT_MS,
      );
    } catch (err) {
      const final = attempt >= MAX_DELIVERY_ATTEMPTS || isPermanent(err);
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await this.db
        .update(outbox)
        .set({
          error: final ? `non consegnato dopo ${attempt} tentativi: ${message}` : `tentativo ${attempt} non riuscito: ${message}`,
          attempts: final ? MAX_DELIVERY_ATTEMPTS : attempt,
          nextAttemptAt: final ? sql`'infinity'::timestamptz` : new Date(this.clock.now().getTime() + retryDelayMs(attempt)),
        })
        .where(eq(outbox.id, m.id));
      return final ? 'gaveUp' : 'retrying';
    }
    await this.db.update(outbox).set({ sentAt: this.clock.now(), error: null }).where(eq(outbox.id, m.id));
    return 'delivered';
  }

  async list(limit = 100) {
    return this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  }
}

/** A refusal of the mail server for good (an SMTP 5xx: no such mailbox, rejected): trying again would not help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nessuna risposta dal server di posta in ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every process sweeps the outbox every SWEEP_MS, and once at start: retries whose wait is over, and
 * what a process that died after recording a message (or while sending it) left undelivered.
 * Closing the app waits for the delivery under way. Without a transport there is nothing to do.
 */
export function scheduleOutboxDelivery(app: FastifyInstance, mail: Outbox): void {
  mail.onError = (err) => app.log.error({ err }, 'consegna della posta non riuscita');
  scheduleJob(app, {
    everyMs: SWEEP_MS,
    tickAtStart: true,
    run: () => mail.deliverSoon(),
    report: (r) => {
      if (r.delivered || r.retrying || r.gaveUp) app.log.info(r, 'posta in uscita consegnata');
      if (r.gaveUp) app.log.warn({ gaveUp: r.gaveUp }, 'messaggi non consegnati: tentativi esauriti o rifiutati dal server di posta');
    },
    failureMessage: 'consegna della posta non riuscita',
  });
  app.addHook('onClose', () => mail.close());
}

export async function smtpTransport(url: string, from: string): Promise<Transport> {
  const { default: nodemailer } = await import('nodemailer');
  const t = nodemailer.createTransport(url);
  return {
    async send(m) {
      if (m.channel !== 'email') return;
      await t.sendMail({ from, to: m.recipient, subject: m.subject ?? '', text: m.body });
    },
  };
}
