import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
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

/**
 * The one port every e-mail and SMS goes through. Messages are always recorded (the audit trail
 * and, outside production, the /dev/outbox page); with a transport they are also delivered.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly transport: Transport | null,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body, meta: message.meta ?? null })
      .returning({ id: outbox.id });
    if (!this.transport || !row) return;
    try {
      await this.transport.send(message);
      await this.db.update(outbox).set({ sentAt: this.clock.now() }).where(eq(outbox.id, row.id));
    } catch (err) {
      await this.db
        .update(outbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(outbox.id, row.id));
    }
  }

  async list(limit = 100) {
    return this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  }
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
