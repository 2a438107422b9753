import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, dbLabel, type TestApp } from '../../../test-support.ts';
import { deposits, ledgerTransfers, paymentMethods, playerProfiles, sandboxPayments } from '../../../db/schema/index.ts';
import { depositReconciler } from './reconcile-job.ts';
import { RECONCILE_LOCK_KEY } from './reconcile.ts';
import { keyedTransactionId } from './service.ts';
import { decide, expectLedgerSound, login, saldo } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MIN = 60_000;
const ricarica = (headers: Record<string, string>, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Ricarica',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { metodo: 'Deposit', ...body },
  });
const paypal = { type: 'Ricarica_Paypal', importo: 2500, email: 'mario@paypal.example' };
const job = () => depositReconciler(t.deps, t.database, t.services.deposits);
const depositOf = async (transactionId: string) => (await t.deps.db.select().from(deposits).where(eq(deposits.transactionId, transactionId)))[0]!;
/** The provider records the player's approval, but its callback and the result page never reach us (a process died). */
const approveAtProviderOnly = async (transactionId: string) =>
  t.deps.db.update(sandboxPayments).set({ status: 'approved', decidedAt: new Date() }).where(eq(sandboxPayments.depositTransactionId, transactionId));
const transfersOf = async (transactionId: string) =>
  t.deps.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `deposit:${transactionId}`));

describe(`deposit reconciliation job (${dbLabel()})`, () => {
  it('credits, once, a deposit the provider approved whose confirmation never arrived (the process died)', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const r = (await ricarica(u.headers, paypal)).json().ResponseData;
    // The player approves on the provider's page; neither the callback nor the result page arrives.
    await approveAtProviderOnly(r.transactionId);
    expect((await depositOf(r.transactionId)).status).toBe('pending');

    // Young deposits belong to their own request: the job leaves them alone.
    expect(await job().runOnce()).toMatchObject({ looked: 0 });
    t.clock.advance(16 * MIN);
    expect(await job().runOnce()).toEqual({ looked: 1, actions: { credited: 1, declined: 0, cancelled: 0, expired: 0, 'still-open': 0 } });
    expect((await depositOf(r.transactionId)).status).toBe('success');
    expect(await transfersOf(r.transactionId)).toHaveLength(1);
    const after = await saldo(t, (await login(t, 'demouser1')).headers);
    expect(after.soldi).toBe(before.soldi + 2500);

    // A result page replayed afterwards, and a second pass, change nothing.
    const token = new URL(`http://x${r.checkoutUrl}`).pathname.split('/').pop();
    expect((await t.app.inject({ url: `/api/payment/paypal?token=${token}` })).json().ResponseData).toMatchObject({ esito: 'OK', status: 'success' });
    expect(await job().runOnce()).toMatchObject({ looked: 0 });
    expect(await transfersOf(r.transactionId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('expires a deposit that never reached the provider, so it stops holding the weekly limit', async () => {
    const u = await login(t, 'demouser1');
    const [profile] = await t.deps.db.select().from(playerProfiles).where(eq(playerProfiles.userId, u.userId));
    await t.deps.db.update(playerProfiles).set({ depositoMassimo: 100 }).where(eq(playerProfiles.userId, u.userId));
    // The row a Ricarica writes first; its process is killed before the provider is called.
    await t.deps.db.insert(deposits).values({
      transactionId: 'crashed-before-provider',
      userId: u.userId,
      methodName: 'Ricarica_Paypal',
      provider: 'paypal',
      amount: 6000,
      status: 'created',
      createdAt: t.clock.now(),
    });
    // 25 € credited above, plus 60 € held by the dead row: 20 € more is refused.
    expect((await ricarica(u.headers, { ...paypal, importo: 2000 })).json()).toMatchObject({
      ResponseCode: -13,
      ResponseMessage: 'La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 15',
    });

    t.clock.advance(16 * MIN);
    expect((await job().runOnce())?.actions).toMatchObject({ expired: 1, credited: 0 });
    const dead = await depositOf('crashed-before-provider');
    expect(dead).toMatchObject({ status: 'failed', message: 'Il pagamento non è stato completato in tempo: nessun importo è stato addebitato.' });
    expect(await transfersOf('crashed-before-provider')).toEqual([]);
    const again = await login(t, 'demouser1');
    expect((await ricarica(again.headers, { ...paypal, importo: 2000 })).json().ResponseCode).toBe(0);
    await t.deps.db.update(playerProfiles).set({ depositoMassimo: profile!.depositoMassimo }).where(eq(playerProfiles.userId, u.userId));
  });

  it('finds the payment by our transaction id when the process died before storing the provider id', async () => {
    const u = await login(t, 'demouser1');
    const r = (await ricarica(u.headers, paypal)).json().ResponseData;
    await approveAtProviderOnly(r.transactionId);
    // As if the process had died between the provider call and recording its payment id.
    await t.deps.db.update(deposits).set({ status: 'created', providerRef: null }).where(eq(deposits.transactionId, r.transactionId));
    t.clock.advance(16 * MIN);
    expect((await job().runOnce())?.actions).toMatchObject({ credited: 1 });
    expect(await depositOf(r.transactionId)).toMatchObject({ status: 'success', providerRef: expect.stringMatching(/^EC-/) });
    expect(await transfersOf(r.transactionId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('voids at the provider, then expires, a payment left open for a day; a late approval is refused', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const r = (await ricarica(u.headers, paypal)).json().ResponseData;
    t.clock.advance(16 * MIN);
    // Older than 15 minutes but still open at the provider: the player may yet pay.
    expect((await job().runOnce())?.actions['still-open']).toBeGreaterThanOrEqual(1);
    expect((await depositOf(r.transactionId)).status).toBe('pending');
    t.clock.advance(24 * 60 * MIN);
    expect((await job().runOnce())?.actions.expired).toBeGreaterThanOrEqual(1);
    expect((await depositOf(r.transactionId)).status).toBe('failed');
    const [payment] = await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.depositTransactionId, r.transactionId));
    expect(payment!.status).toBe('cancelled');
    // The player comes back to the provider page much later: the payment can no longer be approved.
    await decide(t, r.checkoutUrl, 'approve');
    expect((await t.app.inject({ url: `/api/payment/paypal?token=${payment!.id}` })).json().ResponseData.esito).toBe('KO');
    expect(await saldo(t, (await login(t, 'demouser1')).headers)).toEqual(before);
    await expectLedgerSound(t);
  });

  it('credits instead of expiring when the player paid just before the job voided the payment', async () => {
    const u = await login(t, 'demouser1');
    const r = (await ricarica(u.headers, paypal)).json().ResponseData;
    t.clock.advance(25 * 60 * MIN);
    await approveAtProviderOnly(r.transactionId);
    await job().runOnce();
    expect((await depositOf(r.transactionId)).status).toBe('success');
    expect(await transfersOf(r.transactionId)).toHaveLength(1);
  });
});

describe(`Ricarica with an Idempotency-Key (${dbLabel()})`, () => {
  it('a retry answers the first attempt and opens nothing new; another deposit under the same key is refused', async () => {
    const u = await login(t, 'demouser1');
    const first = (await ricarica(u.headers, paypal, 'retry-key-0001')).json();
    const again = (await ricarica(u.headers, paypal, 'retry-key-0001')).json();
    expect(first.ResponseCode).toBe(0);
    expect(again).toEqual(first);
    expect(await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.depositTransactionId, first.ResponseData.transactionId))).toHaveLength(1);
    const other = await ricarica(u.headers, { ...paypal, importo: 9900 }, 'retry-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().ResponseMessage).toBe('Questa chiave di idempotenza è già stata usata per una ricarica diversa');
    // Another player's identical key is another deposit.
    const them = await login(t, 'demo2fa01').catch(() => null);
    if (them) expect((await ricarica(them.headers, paypal, 'retry-key-0001')).json().ResponseData?.transactionId).not.toBe(first.ResponseData.transactionId);
  });

  it('a retry after the provider took the card (the first answer was lost) settles and reports success once', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const scratch = { type: 'Ricarica_Scratch', importo: 1000, code: '1234567812345678' };
    const [method] = await t.deps.db.select().from(paymentMethods).where(eq(paymentMethods.name, 'Ricarica_Scratch'));
    // What a first attempt leaves when its process dies right after the provider approved the card:
    // the deposit row (not yet settled, payment id not yet stored) and the provider's approved payment.
    const transactionId = keyedTransactionId(u.userId, 'scratch-key-01');
    await t.deps.db.insert(deposits).values({
      transactionId,
      userId: u.userId,
      methodId: method!.id,
      methodName: method!.name,
      provider: 'scratch',
      amount: 1000,
      status: 'created',
      createdAt: t.clock.now(),
    });
    await t.deps.db
      .insert(sandboxPayments)
      .values({ id: 'SC-1234567812345678', provider: 'scratch', depositTransactionId: transactionId, userId: u.userId, amount: 1000, status: 'approved' });

    const retry = (await ricarica(u.headers, scratch, 'scratch-key-01')).json();
    expect(retry).toMatchObject({ ResponseCode: 0, ResponseData: { status: 'success', transactionId } });
    expect((await ricarica(u.headers, scratch, 'scratch-key-01')).json()).toEqual(retry);
    expect(await transfersOf(transactionId)).toHaveLength(1);
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 1000);
    await expectLedgerSound(t);
  });

  it('refuses a malformed key with 400 and an Italian message, creating nothing', async () => {
    const u = await login(t, 'demouser1');
    for (const key of ['short', 'x'.repeat(65), 'chiave con spazi', 'a\u0000bcdefghij']) {
      const r = await ricarica(u.headers, paypal, key).catch(() => null);
      if (!r) continue; // a NUL byte cannot even be sent as a header
      expect(r.statusCode, key).toBe(400);
      expect(r.json().ResponseMessage).toBe('Idempotency-Key non valida: da 8 a 64 caratteri tra lettere, cifre, - e _');
    }
  });

  it('finishes PaaS deposits too: one the provider took is credited once, an abandoned one is voided at the provider and expired', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const at = t.clock.now();
    const paas = async (token: string, status: string) => {
      await t.deps.db.insert(sandboxPayments).values({
        id: `PAAS-${token}`,
        provider: 'paas',
        depositTransactionId: null,
        userId: u.userId,
        amount: 0,
        status,
        expiresAt: new Date(at.getTime() + 15 * MIN),
      });
      await t.deps.db.insert(deposits).values({
        transactionId: `paas-${token}`,
        userId: u.userId,
        methodName: 'Ricarica_Paypal',
        provider: 'paas',
        providerRef: token,
        amount: 1200,
        status: 'created',
        createdAt: at,
      });
    };
    // The page's process died after the provider took the money, before crediting it.
    await paas('taken', 'approved');
    // The player opened the page and left.
    await paas('left', 'open');
    t.clock.advance(16 * MIN);
    await job().runOnce();
    expect((await depositOf('paas-taken')).status).toBe('success');
    expect((await depositOf('paas-left')).status).toBe('created');
    expect((await saldo(t, (await login(t, 'demouser1')).headers)).soldi).toBe(before.soldi + 1200);
    t.clock.advance(24 * 60 * MIN);
    await job().runOnce();
    expect((await depositOf('paas-left')).status).toBe('failed');
    // The token can no longer pay.
    const [token] = await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, 'PAAS-left'));
    expect(token!.status).toBe('cancelled');
    expect(await transfersOf('paas-taken')).toHaveLength(1);
    await expectLedgerSound(t);
  });
});

describe('one runner across processes (PostgreSQL)', { tags: ['postgres-race'] }, () => {
  it('a pass does nothing while another process holds the lock, and runs once it is released', async () => {
    const peer = await createPeerApp(t);
    try {
      const holder = await t.database.lockConnection();
      await holder.query(`select pg_advisory_lock(${RECONCILE_LOCK_KEY})`);
      expect(await depositReconciler(peer.deps, peer.database, peer.services.deposits).runOnce()).toBeNull();
      await holder.query(`select pg_advisory_unlock(${RECONCILE_LOCK_KEY})`);
      await holder.end();
      expect(await depositReconciler(peer.deps, peer.database, peer.services.deposits).runOnce()).not.toBeNull();
      // Two processes at once: one pass each at most, every deposit settled once.
      const u = await login(t, 'demouser1');
      const opened = await Promise.all([1, 2, 3].map(async () => (await ricarica(u.headers, paypal)).json().ResponseData));
      for (const r of opened) await approveAtProviderOnly(r.transactionId);
      t.clock.advance(16 * MIN);
      const reports = await Promise.all([
        depositReconciler(t.deps, t.database, t.services.deposits).runOnce(),
        depositReconciler(peer.deps, peer.database, peer.services.deposits).runOnce(),
      ]);
      expect(reports.reduce((n, r) => n + (r?.actions.credited ?? 0), 0)).toBe(3);
      for (const r of opened) expect(await transfersOf(r.transactionId)).toHaveLength(1);
      await expectLedgerSound(t);
    } finally {
      await peer.close();
    }
  });
});
