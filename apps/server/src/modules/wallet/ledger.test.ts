import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { ledgerAccounts, ledgerOutbox, ledgerTransfers, notifications, users } from '../../db/schema/index.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { accountId, InsufficientFundsError, post, type OutboxMessage } from './ledger.ts';
import { deliverAfterCommit, deliverMoneyOutbox } from './money-outbox.ts';

/**
 * The one posting API (`post`) and the money outbox, on PGlite and on PostgreSQL
 * (`PG_TEST_PORT=… bash scripts/with-postgres.sh npx vitest run --project api apps/server/src/modules/wallet`).
 */
describe(`ledger post and money outbox (${dbLabel()})`, () => {
  const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
  let seq = 0;

  async function player(): Promise<number> {
    const n = `${Date.now() % 1_000_000}${seq++}`;
    const [u] = await t.deps.db
      .insert(users)
      .values({
        username: `ledger${n}`,
        passwordHash: 'x',
        email: `ledger${n}@betsite.example`,
        cellulare: `+39333${n.padStart(7, '0').slice(-7)}`,
        nome: 'Libro',
        cognome: 'Mastro',
        contratto: `77${n.padStart(8, '0').slice(-8)}`,
      })
      .returning({ id: users.id });
    return u!.id;
  }
  const balance = async (id: number) =>
    Number((await t.deps.db.select({ b: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!.b);
  const message = (userId: number, key: string): OutboxMessage => ({
    userId,
    dedupeKey: key,
    typeId: 5,
    title: 'Ricarica accreditata',
    body: `movimento ${key}`,
  });
  const outboxOf = (userId: number) => t.deps.db.select().from(ledgerOutbox).where(eq(ledgerOutbox.userId, userId));
  const notificationsOf = (userId: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('posts balanced integer transfers once: a replay with the same key moves nothing and answers the first transfer', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    const legs = [
      { accountId: house, amount: -1500 },
      { accountId: cash, amount: 1500 },
    ];
    const first = await post(db, [{ key: `test:credit:${uid}`, kind: 'test', userId: uid, legs }]);
    expect(first.posted).toEqual([{ key: `test:credit:${uid}`, applied: true, transferId: expect.any(Number) }]);
    const replay = await post(db, [{ key: `test:credit:${uid}`, kind: 'test', userId: uid, legs }]);
    expect(replay.posted).toEqual([{ key: `test:credit:${uid}`, applied: false, transferId: first.posted[0]!.transferId }]);
    expect(await balance(cash)).toBe(1500);

    // A batch in one statement: one new key, one replayed; only the new one moves money.
    const batch = await post(db, [
      { key: `test:credit:${uid}`, kind: 'test', userId: uid, legs },
      { key: `test:debit:${uid}`, kind: 'test', userId: uid, legs: legs.map((l) => ({ ...l, amount: -l.amount / 3 })) },
    ]);
    expect(batch.posted.map((p) => p.applied)).toEqual([false, true]);
    expect(await balance(cash)).toBe(1000);
  });

  it('refuses fractions, unbalanced legs and a key twice in a batch before writing anything', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    await expect(
      post(db, [
        {
          key: `test:frac:${uid}`,
          kind: 'test',
          legs: [
            { accountId: house, amount: -10.5 },
            { accountId: cash, amount: 10.5 },
          ],
        },
      ]),
    ).rejects.toThrow(/integer cents/);
    await expect(
      post(db, [
        {
          key: `test:unbalanced:${uid}`,
          kind: 'test',
          legs: [
            { accountId: house, amount: -10 },
            { accountId: cash, amount: 11 },
          ],
        },
      ]),
    ).rejects.toThrow(/not balanced/);
    const same = { key: `test:twice:${uid}`, kind: 'test', legs: [] };
    await expect(post(db, [same, same])).rejects.toThrow(/twice/);
    const keys = await db
      .select()
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.idempotencyKey, [`test:frac:${uid}`, `test:unbalanced:${uid}`, `test:twice:${uid}`]));
    expect(keys).toEqual([]);
  });

  it('never takes a player account below zero: InsufficientFundsError, no transfer, no outbox message', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    await post(db, [
      {
        key: `test:fund:${uid}`,
        kind: 'test',
        legs: [
          { accountId: house, amount: -100 },
          { accountId: cash, amount: 100 },
        ],
      },
    ]);
    await expect(
      post(db, [
        {
          key: `test:overdraw:${uid}`,
          kind: 'test',
          userId: uid,
          legs: [
            { accountId: cash, amount: -101 },
            { accountId: house, amount: 101 },
          ],
          notify: [message(uid, `overdraw:${uid}`)],
        },
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balance(cash)).toBe(100);
    expect(
      await db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `test:overdraw:${uid}`)),
    ).toEqual([]);
    expect(await outboxOf(uid)).toEqual([]);
  });

  it('posts nothing when its guard finds no row', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    const r = await post(
      db,
      [
        {
          key: `test:guarded:${uid}`,
          kind: 'test',
          legs: [
            { accountId: house, amount: -100 },
            { accountId: cash, amount: 100 },
          ],
          notify: [message(uid, `guarded:${uid}`)],
        },
      ],
      { sql: sql`select id from ${users} where id = ${-uid}` },
    );
    expect(r).toEqual({ posted: [], guardRows: [] });
    expect(await balance(cash)).toBe(0);
    expect(await outboxOf(uid)).toEqual([]);
  });

  it('outbox: the message commits with the transfer and is delivered after commit, once', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    const transfer = {
      key: `test:notify:${uid}`,
      kind: 'test',
      userId: uid,
      legs: [
        { accountId: house, amount: -700 },
        { accountId: cash, amount: 700 },
      ],
      notify: [message(uid, `notify:${uid}`)],
    };
    await db.transaction(async (tx) => {
      await post(tx, [transfer]);
      // Inside the transaction the message waits in the outbox: nothing is delivered before commit.
      expect(await tx.select().from(notifications).where(eq(notifications.userId, uid))).toEqual([]);
    });
    expect((await outboxOf(uid)).map((o) => o.deliveredAt)).toEqual([null]);
    await deliverAfterCommit(db);
    const [o] = await outboxOf(uid);
    expect(o!.deliveredAt).toBeInstanceOf(Date);
    expect((await notificationsOf(uid)).map((n) => [n.typeId, n.title, n.body, n.dedupeKey])).toEqual([
      [5, 'Ricarica accreditata', `movimento notify:${uid}`, `notify:${uid}`],
    ]);
    // A replayed transfer writes no second message; a second delivery pass sends nothing again.
    await post(db, [transfer]);
    await deliverMoneyOutbox(db);
    expect(await outboxOf(uid)).toHaveLength(1);
    expect(await notificationsOf(uid)).toHaveLength(1);
  });

  it('outbox: nothing is sent for a rolled-back transfer', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    await expect(
      db.transaction(async (tx) => {
        await post(tx, [
          {
            key: `test:rollback:${uid}`,
            kind: 'test',
            userId: uid,
            legs: [
              { accountId: house, amount: -300 },
              { accountId: cash, amount: 300 },
            ],
            notify: [message(uid, `rollback:${uid}`)],
          },
        ]);
        throw new Error('the business step after the transfer failed');
      }),
    ).rejects.toThrow(/business step/);
    await deliverAfterCommit(db);
    await deliverMoneyOutbox(db);
    expect(await outboxOf(uid)).toEqual([]);
    expect(await notificationsOf(uid)).toEqual([]);
    expect(await balance(cash)).toBe(0);
  });

  it('outbox: a crash between commit and delivery loses nothing — the next pass (the job) delivers it', async () => {
    const db = t.deps.db;
    const uid = await player();
    const house = await accountId(db, 'house');
    const cash = await accountId(db, 'player_cash', uid);
    // Committed, then the process "dies": deliverAfterCommit is never called.
    await post(db, [
      {
        key: `test:crash:${uid}`,
        kind: 'test',
        userId: uid,
        legs: [
          { accountId: house, amount: -200 },
          { accountId: cash, amount: 200 },
        ],
        notify: [message(uid, `crash:${uid}`)],
      },
    ]);
    expect(await notificationsOf(uid)).toEqual([]);
    // A pass after a "restart" (what scheduleMoneyOutbox runs every few seconds) delivers it once,
    // even when a delivery was half done before (notification stored, outbox row not yet marked).
    await db.insert(notifications).values({ userId: uid, typeId: 5, title: 'Ricarica accreditata', body: `movimento crash:${uid}`, dedupeKey: `crash:${uid}` });
    let delivered = 0;
    while ((await outboxOf(uid)).some((o) => o.deliveredAt === null)) delivered += await deliverMoneyOutbox(db);
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect(await notificationsOf(uid)).toHaveLength(1);
  });
});
