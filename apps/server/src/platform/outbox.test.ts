import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { outbox } from '../db/schema/index.ts';
import { dbLabel, useTestApp, type TestApp } from '../test-support.ts';
import { createPlayer, PASSWORD } from '../modules/payments/withdrawals/test-helpers.ts';
import { DELIVERY_LEASE_MS, Outbox, retryDelayMs, type OutgoingMessage, type Transport } from './outbox.ts';

const t = useTestApp({ LOGIN_MAX_FAILURES_USER: 3 });

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * A mail server that answers only when the test lets it (`open`): a request that waited for it
 * would not answer at all, however fast or slow the machine running the test.
 */
class HeldTransport implements Transport {
  readonly sent: OutgoingMessage[] = [];
  readonly asked: string[] = [];
  private held = gate();
  /** Recipients whose mails stay held after `open` (a process stuck, then dead, while sending them). */
  constructor(private readonly stuck: string[] = []) {}
  open() {
    this.held.open();
  }
  async send(m: OutgoingMessage) {
    this.asked.push(m.recipient);
    if (this.stuck.includes(m.recipient)) await new Promise(() => undefined);
    await this.held.promise;
    this.sent.push(m);
  }
}

/** A second server process on the test's database, with a mail transport (the test app has none). */
async function mailProcess(t: TestApp, transport: Transport) {
  const { app, deps } = await buildApp({ config: t.deps.config, database: t.database, clock: t.clock, transport, logger: false });
  await app.ready();
  return { app, outbox: deps.outbox };
}

/** Resolves with `work`, or fails when it has not answered within `ms`. */
function answersWithin<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))]);
}

const rowsTo = (recipient: string) => t.deps.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const message = (recipient: string): OutgoingMessage => ({ channel: 'email', recipient, subject: 'Prova', body: 'Corpo', meta: { purpose: 'test' } });

describe(`outbox: a mail queue (${dbLabel()})`, () => {
  it('answers ResendEmailConfirmation and the login that starts a lock without waiting for the mail server; the messages are in the outbox at once, delivered after', async () => {
    const transport = new HeldTransport();
    const mail = await mailProcess(t, transport);
    try {
      const unconfirmed = await createPlayer(t, { overrides: { emailConfirmed: false } });
      const resend = (email: string, ip: string) =>
        answersWithin(
          mail.app.inject({ url: `/api/Account/ResendEmailConfirmation?email=${encodeURIComponent(email)}`, remoteAddress: ip }),
          3000,
          `ResendEmailConfirmation ${email}`,
        );
      // An address with an unconfirmed account (a mail is sent) and one nobody has: the same answer, and neither waits.
      const known = (await resend(unconfirmed.email, '10.77.0.1')).json();
      const unknown = (await resend('nessuno.qui@example.it', '10.77.0.2')).json();
      expect(known).toEqual(unknown);
      expect(known.ResponseCode).toBe(0);
      // Recorded at once (what the tests and /dev/outbox read), not delivered yet: the mail server has not answered.
      const [confirm] = await rowsTo(unconfirmed.email);
      expect(confirm).toMatchObject({ subject: 'Conferma il tuo indirizzo email', sentAt: null });
      expect(transport.sent).toEqual([]);

      // The wrong password that starts the username's lock mails the unlock link, and does not wait either.
      const player = await createPlayer(t);
      for (let i = 0; i < 3; i++) {
        const r = await answersWithin(
          mail.app.inject({
            method: 'POST',
            url: '/api/Account/LoginUser2FA',
            payload: { username: player.username, password: `Sbagliata${i}` },
            remoteAddress: `10.77.1.${i}`,
          }),
          3000,
          `login ${i}`,
        );
        expect(r.json().ResponseCode).toBe(-1);
      }
      expect((await rowsTo(player.email)).map((r) => (r.meta as { purpose?: string }).purpose)).toEqual(['login-unlock']);
      expect((await rowsTo(player.email))[0]!.sentAt).toBeNull();

      // The mail server answers: both are delivered, after the responses, and marked sent.
      transport.open();
      await mail.outbox.deliverSoon();
      expect(transport.sent.map((m) => m.recipient).sort()).toEqual([unconfirmed.email, player.email].sort());
      expect(transport.sent.find((m) => m.recipient === player.email)!.body).toContain(`/api/Account/UnlockLogin?username=${player.username}&code=`);
      for (const email of [unconfirmed.email, player.email]) expect((await rowsTo(email))[0]).toMatchObject({ sentAt: expect.any(Date), error: null });
      // The right password is refused while the lock holds: the failure counted as before.
      const right = await mail.app.inject({
        method: 'POST',
        url: '/api/Account/LoginUser2FA',
        payload: { username: player.username, password: PASSWORD },
        remoteAddress: '10.77.1.9',
      });
      expect(right.json().ResponseCode).toBe(-429);
    } finally {
      transport.open();
      await mail.app.close();
    }
  });

  it('tries a failed delivery again after its wait, and gives up on a refusal of the mail server (5xx)', async () => {
    const failures = new Map<string, number>([['ritenta@example.it', 2]]);
    const sent: string[] = [];
    const transport: Transport = {
      async send(m) {
        if (m.recipient === 'rifiutata@example.it') throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        const left = failures.get(m.recipient) ?? 0;
        if (left > 0) {
          failures.set(m.recipient, left - 1);
          throw new Error('connessione rifiutata');
        }
        sent.push(m.recipient);
      },
    };
    const mail = new Outbox(t.deps.db, transport, t.clock);
    try {
      await mail.send(message('ritenta@example.it'));
      await mail.send(message('rifiutata@example.it'));
      await mail.deliverSoon();
      expect(sent).toEqual([]);
      const [first] = await rowsTo('ritenta@example.it');
      expect(first).toMatchObject({ sentAt: null, error: 'tentativo 1 non riuscito: connessione rifiutata' });
      expect((await rowsTo('rifiutata@example.it'))[0]!.error).toBe('non consegnato dopo 1 tentativi: 550 mailbox unavailable');
      // Not before its wait is over.
      t.clock.advance(retryDelayMs(1) - 1000);
      await mail.deliverSoon();
      expect((await rowsTo('ritenta@example.it'))[0]!.error).toBe('tentativo 1 non riuscito: connessione rifiutata');
      t.clock.advance(1000);
      await mail.deliverSoon();
      expect((await rowsTo('ritenta@example.it'))[0]!.error).toBe('tentativo 2 non riuscito: connessione rifiutata');
      t.clock.advance(retryDelayMs(2));
      await mail.deliverSoon();
      expect(sent).toEqual(['ritenta@example.it']);
      expect((await rowsTo('ritenta@example.it'))[0]).toMatchObject({ sentAt: expect.any(Date), error: null });
      // The refused one is never tried again.
      t.clock.advance(3600_000);
      await mail.deliverSoon();
      expect(sent).toEqual(['ritenta@example.it']);
      expect((await rowsTo('rifiutata@example.it'))[0]!.sentAt).toBeNull();
    } finally {
      await mail.close();
    }
  });

  it('loses nothing when a process dies after recording a message or while sending it', async () => {
    // Recorded by a process that never delivered it (the test app has no transport: as if it died after the insert).
    await t.deps.outbox.send(message('orfana@example.it'));
    // Another process starts: its first sweep delivers it.
    const transport = new HeldTransport(['bloccata@example.it']);
    transport.open();
    const mail = await mailProcess(t, transport);
    try {
      await expect.poll(() => transport.sent.map((m) => m.recipient), { timeout: 5000 }).toContain('orfana@example.it');
      await expect.poll(async () => (await rowsTo('orfana@example.it'))[0]!.sentAt, { timeout: 5000 }).toEqual(expect.any(Date));
    } finally {
      await mail.app.close();
    }

    // A process takes a message and hangs while sending it (then dies): nobody else sends it while it holds it…
    const stuck = new Outbox(t.deps.db, transport, t.clock);
    await stuck.send(message('bloccata@example.it'));
    await expect.poll(() => transport.asked.filter((r) => r === 'bloccata@example.it').length).toBe(1);
    const other = new Outbox(t.deps.db, { send: async (m) => void transport.sent.push(m) }, t.clock);
    await other.deliverSoon();
    expect(transport.sent.map((m) => m.recipient)).not.toContain('bloccata@example.it');
    // …and once its lease is over another process sends it.
    t.clock.advance(DELIVERY_LEASE_MS + 1000);
    await other.deliverSoon();
    expect(transport.sent.map((m) => m.recipient)).toContain('bloccata@example.it');
    expect((await rowsTo('bloccata@example.it'))[0]!.sentAt).toEqual(expect.any(Date));
  });

  it('two processes draining at once send each message once', async () => {
    const sent: string[] = [];
    const transport: Transport = {
      async send(m) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.recipient);
      },
    };
    const recorder = new Outbox(t.deps.db, null, t.clock);
    const recipients = Array.from({ length: 20 }, (_, i) => `coda${i}@example.it`);
    for (const r of recipients) await recorder.send(message(r));
    const [a, b] = [new Outbox(t.deps.db, transport, t.clock), new Outbox(t.deps.db, transport, t.clock)];
    const [ra, rb] = await Promise.all([a.deliverSoon(), b.deliverSoon()]);
    expect(ra.delivered + rb.delivered).toBe(recipients.length);
    expect(sent.sort()).toEqual([...recipients].sort());
  });

  it('records a message in the caller’s transaction: none for a rollback, delivered once committed', async () => {
    const sent: string[] = [];
    const mail = new Outbox(t.deps.db, { send: async (m) => void sent.push(m.recipient) }, t.clock);
    try {
      await expect(
        t.deps.db.transaction(async (tx) => {
          await mail.send(message('annullata@example.it'), tx);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await t.deps.db.transaction((tx) => mail.send(message('confermata@example.it'), tx));
      await mail.deliverSoon();
      expect(sent).toEqual(['confermata@example.it']);
      expect(await rowsTo('annullata@example.it')).toEqual([]);
    } finally {
      await mail.close();
    }
  });
});
