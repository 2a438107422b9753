import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../../../test-support.ts';
import { deposits, ledgerTransfers, playerProfiles, sandboxPayments, users } from '../../../db/schema/index.ts';
import { decide, depositCount, expectLedgerSound, login, saldo } from './test-helpers.ts';
import { profileRow } from '../../profile/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ricarica = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Account/Ricarica', headers, payload: { metodo: 'Deposit', ...body } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe(`payment methods and balance (${dbLabel()})`, () => {
  it('GetMetodiPagamento lists deposit, withdrawal or all methods with the legacy fields', async () => {
    const dep = (await get('/api/Account/GetMetodiPagamento?Prelievo=false')).json().ResponseData;
    const wd = (await get('/api/Account/GetMetodiPagamento?Prelievo=true')).json().ResponseData;
    const all = (await get('/api/Account/GetMetodiPagamento')).json().ResponseData;
    expect(dep).toHaveLength(17);
    expect(wd).toHaveLength(13);
    expect(all).toHaveLength(30);
    expect((await get('/api/Account/GetMetodiPagamento?Prelievo=null')).json().ResponseData).toHaveLength(30);
    expect(dep.every((m: { Withdrawal_Recharge: boolean; Name: string }) => m.Withdrawal_Recharge && m.Name.startsWith('Ricarica_'))).toBe(true);
    expect(wd.every((m: { Withdrawal_Recharge: boolean; Name: string }) => !m.Withdrawal_Recharge && m.Name.startsWith('Prelievo_'))).toBe(true);
    expect(dep.find((m: { Name: string }) => m.Name === 'Ricarica_Paypal')).toMatchObject({
      MinAmount: 500,
      MaxAmount: 300000,
      AdditionalCost: 'Nessun costo aggiuntivo',
      Icon: '/payments/paypal.webp',
      Testing: false,
    });
    expect(wd.find((m: { Name: string }) => m.Name === 'Prelievo_Postepay')).toMatchObject({ TimeSlot_From: '22:00:00', TimeSlot_To: '06:00:00' });
    // Every icon is a file the web app serves.
    const publicDir = fileURLToPath(new URL('../../../../../web/public', import.meta.url));
    for (const m of all as { Icon: string }[]) expect(existsSync(`${publicDir}${m.Icon}`), m.Icon).toBe(true);
    const bad = await get('/api/Account/GetMetodiPagamento?Prelievo=forse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage).toBe('Valore non valido: usare true, false o null');
  });

  it('GetSaldo reads the ledger (soldi = cash + bonus) and needs a session', async () => {
    expect((await get('/api/Account/GetSaldo')).statusCode).toBe(401);
    const u = await login(t, 'demouser1');
    expect(await saldo(t, u.headers)).toEqual({ soldi: 15000, prelevabile: 10000 });
  });
});

describe(`Ricarica: validation and blocks (${dbLabel()})`, () => {
  it('answers bad input with 400 and an Italian message, creating nothing', async () => {
    const u = await login(t, 'demouser1');
    const before = await depositCount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'Ricarica_Paypal', email: 'a@b.it' }, 'Il campo è richiesto'],
      [{ type: 'Ricarica_Paypal', importo: 10.5, email: 'a@b.it' }, 'Importo non valido'],
      [{ type: 'Ricarica_Paypal', importo: -100, email: 'a@b.it' }, 'Importo non valido'],
      [{ type: 'Ricarica_Paypal', importo: 1000, email: 'non-una-mail' }, 'Inserire una mail valida'],
      [{ type: 'Ricarica_Neteller', importo: 1000 }, 'Inserire una mail valida'],
      [{ type: 'Ricarica_Skrill', importo: 1000, email: 'x@' }, 'Inserire una mail valida'],
      [{ type: 'Ricarica_Scratch', importo: 1000 }, 'Il campo è richiesto'],
      [{ type: 'Ricarica_XElektra', importo: 1000, code: '12' }, 'Numero di carta non valido'],
      [{ type: 'Ricarica_MasterCard', importo: 1000 }, 'Il campo è richiesto'],
      [
        { type: 'Ricarica_Paypal', importo: 1000, email: 'a@b.it', promo: 'BONUS 10!' },
        'Il codice promozione può contenere solo lettere e numeri (massimo 20)',
      ],
      [{ importo: 1000 }, 'Il campo è richiesto'],
      [{ type: 'Ricarica_Paypal', importo: 1000, email: 'a@b.it', metodo: 'Boh' }, ''],
      [{ type: 'Ricarica_XElektra', importo: 1000, metodo: 'Confirm' }, 'Il campo è richiesto'],
    ];
    for (const [body, message] of cases) {
      const r = await ricarica(u.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(r.json().ResponseMessage, JSON.stringify(body)).toBe(message);
      else expect(r.json().ResponseMessage).toMatch(/\S/);
    }
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Ricarica',
      headers: { ...u.headers, 'content-type': 'application/json' },
      payload: '{"importo":',
    });
    expect(junk.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/Ricarica', payload: { type: 1, importo: 1000 } })).statusCode).toBe(401);
    expect(await depositCount(t)).toBe(before);
    expect(await saldo(t, u.headers)).toEqual({ soldi: 15000, prelevabile: 10000 });
  });

  it("refuses a bad field with the same Italian text as the deposit form, both reading the contract's deposit field rules", async () => {
    // The web form's own schema (apps/web), loaded as the browser does, beside the server's answers.
    const webSchema = new URL('../../../../../web/src/features/payments/deposit/lib/deposit-schema.ts', import.meta.url).href;
    const { depositFormSchema } = (await import(/* @vite-ignore */ webSchema)) as {
      depositFormSchema(m: unknown): { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
    };
    const u = await login(t, 'demouser1');
    const methods = (await get('/api/Account/GetMetodiPagamento?Prelievo=false')).json().ResponseData as { Name: string }[];
    const before = await depositCount(t);
    const cases: { type: string; form: Record<string, string>; field: string; text: string }[] = [
      { type: 'Ricarica_Neteller', form: { importo: '9,99', email: 'a@b.it' }, field: 'importo', text: 'Importo minimo € 10' },
      { type: 'Ricarica_Neteller', form: { importo: '5000,01', email: 'a@b.it' }, field: 'importo', text: 'Importo massimo € 5.000' },
      { type: 'Ricarica_Paypal', form: { importo: '20', email: 'non-una-mail' }, field: 'email', text: 'Inserire una mail valida' },
      { type: 'Ricarica_Skrill', form: { importo: '20', email: 'x@' }, field: 'email', text: 'Inserire una mail valida' },
      { type: 'Ricarica_Scratch', form: { importo: '20', code: '' }, field: 'code', text: 'Il campo è richiesto' },
      { type: 'Ricarica_Scratch', form: { importo: '20', code: '1234' }, field: 'code', text: 'Codice scratch card non valido o già utilizzato' },
      { type: 'Ricarica_XElektra', form: { importo: '20', code: '12' }, field: 'code', text: 'Numero di carta non valido' },
      { type: 'Ricarica_MasterCard', form: { importo: '20', code: '5555-4444-3333' }, field: 'code', text: 'Numero di carta non valido' },
    ];
    for (const c of cases) {
      const method = methods.find((m) => m.Name === c.type);
      const web = depositFormSchema(method).safeParse({ importo: '', email: '', code: '', promo: '', ...c.form });
      expect(
        web.error?.issues.map((i) => [i.path.join('.'), i.message]),
        c.type,
      ).toEqual([[c.field, c.text]]);
      const cents = Math.round(Number(c.form.importo!.replace(',', '.')) * 100);
      const server = await ricarica(u.headers, { type: c.type, importo: cents, email: c.form.email ?? null, code: c.form.code ?? null });
      expect(server.json().ResponseMessage, c.type).toBe(c.text);
      // A field rule is a 400 naming the field (the form puts it under the field); the amount's limits are refusals with their codes.
      if (c.field === 'importo') expect(server.json().ResponseCode).toBe(c.text.startsWith('Importo minimo') ? -3 : -4);
      else expect(server.json().errors, c.type).toEqual([{ field: c.field, message: c.text }]);
    }
    expect(await depositCount(t)).toBe(before);
    expect(await saldo(t, u.headers)).toEqual({ soldi: 15000, prelevabile: 10000 });
  });

  it('enforces min and max per method, and refuses unknown or withdrawal methods', async () => {
    const u = await login(t, 'demouser1');
    expect((await ricarica(u.headers, { type: 'Ricarica_Neteller', importo: 999, email: 'a@b.it' })).json()).toMatchObject({
      ResponseCode: -3,
      ResponseMessage: 'Importo minimo € 10',
    });
    expect((await ricarica(u.headers, { type: 'Ricarica_Neteller', importo: 500_001, email: 'a@b.it' })).json()).toMatchObject({
      ResponseCode: -4,
      ResponseMessage: 'Importo massimo € 5.000',
    });
    expect((await ricarica(u.headers, { type: 'Prelievo_Neteller', importo: 1000, email: 'a@b.it' })).json()).toMatchObject({
      ResponseCode: -2,
      ResponseMessage: 'Metodo di pagamento non disponibile',
    });
    expect((await ricarica(u.headers, { type: 99999, importo: 1000 })).json().ResponseCode).toBe(-2);
    expect(await saldo(t, u.headers)).toEqual({ soldi: 15000, prelevabile: 10000 });
  });

  it('blocks unverified contacts, a pending password change, an inactive account and disabled deposits', async () => {
    const body = { type: 'Ricarica_Paypal', importo: 1000, email: 'a@b.it' };
    const status = await login(t, 'demostatus1');
    const r1 = (await ricarica(status.headers, body)).json();
    expect(r1.ResponseCode).toBe(-10);
    expect(r1.ResponseMessage).toBe('Le operazioni di deposito non sono consentite. Per effettuare un deposito devi prima verificare il tuo indirizzo email.');
    const inactive = await login(t, 'demoinactive1');
    expect((await ricarica(inactive.headers, body)).json()).toMatchObject({
      ResponseCode: -12,
      ResponseMessage: 'Lo stato del tuo conto non consente ricariche',
    });

    const dev = await login(t, 'demolimit1');
    await t.deps.db.update(users).set({ cambioPassword: true }).where(eq(users.id, dev.userId));
    expect((await ricarica(dev.headers, body)).json().ResponseCode).toBe(-11);
    await t.deps.db.update(users).set({ cambioPassword: false }).where(eq(users.id, dev.userId));

    await t.deps.site.setModule('Disable_All_Deposit', true);
    expect((await ricarica(dev.headers, body)).json()).toMatchObject({ ResponseCode: -5, ResponseMessage: 'Le ricariche sono temporaneamente disabilitate' });
    await t.deps.site.setModule('Disable_All_Deposit', false);
    await t.deps.site.setModule('DisableDepositifNotVerified', false);
    expect((await ricarica(status.headers, body)).json().ResponseCode).toBe(0);
    await t.deps.site.setModule('DisableDepositifNotVerified', true);
  });
});

describe(`deposit limit (${dbLabel()})`, () => {
  it("keeps the player's weekly deposits within depositoMassimo, counting open deposits too", async () => {
    const u = await login(t, 'demobets1');
    await t.deps.db
      .insert(playerProfiles)
      .values(profileRow(u.userId, '1980-01-01', 20, { codiceFiscale: 'CNTPRT80A01F205X', sesso: 'M', nazioneNascitaId: 1, nazioneResidenzaId: 1 }));
    const body = (importo: number) => ({ type: 'Ricarica_Paysafe', importo });
    expect((await ricarica(u.headers, body(1500))).json().ResponseCode).toBe(0);
    expect((await ricarica(u.headers, body(1000))).json()).toMatchObject({
      ResponseCode: -13,
      ResponseMessage: 'La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 5',
    });
    expect((await ricarica(u.headers, body(500))).json().ResponseCode).toBe(0);
    expect((await ricarica(u.headers, body(500))).json().ResponseCode).toBe(-13);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const again = await login(t, 'demobets1');
    expect((await ricarica(again.headers, body(500))).json().ResponseCode).toBe(0);
    // A refused scratch deposit does not use up the card.
    expect((await ricarica(again.headers, { type: 'Ricarica_Scratch', importo: 2000, code: '4444333322221111' })).json().ResponseCode).toBe(-13);
    expect(await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, 'SC-4444333322221111'))).toEqual([]);
  });
});

describe(`deposit flows through the sandbox providers (${dbLabel()})`, () => {
  const paypalBody = { type: 'Ricarica_Paypal', importo: 2500, email: 'mario@paypal.example', promo: 'BENVENUTO' };

  it('PayPal approved: redirect, provider page, callback, result confirmation replayed — credited once', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const r = (await ricarica(u.headers, paypalBody)).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData).toMatchObject({ handoff: 'redirect', status: 'pending', amount: 2500, price: 2500 });
    const page = await get(r.ResponseData.checkoutUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Conferma il pagamento');
    expect(page.body).toContain('25,00');
    const back = await decide(t, r.ResponseData.checkoutUrl, 'approve');
    expect(back).toMatch(/^\/account\/ricarica\/results\/success\?token=EC-/);
    const q = new URL(back, 'http://x').searchParams;
    expect(q.get('PayerID')).toBeTruthy();
    expect(q.get('payerEmail')).toBe('mario@paypal.example');
    for (let i = 0; i < 3; i++) {
      const c = (await get(`/api/payment/paypal?token=${q.get('token')}&payerEmail=x&payerId=${q.get('PayerID')}`)).json();
      expect(c).toMatchObject({ ResponseCode: 0, ResponseData: { esito: 'OK', status: 'success', transactionId: r.ResponseData.transactionId, amount: 2500 } });
    }
    // A replayed provider page changes nothing either.
    await decide(t, r.ResponseData.checkoutUrl, 'decline');
    expect(await saldo(t, u.headers)).toEqual({ soldi: before.soldi + 2500, prelevabile: before.prelevabile + 2500 });
    const keys = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `deposit:${r.ResponseData.transactionId}`));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.kind).toBe('deposit');
    expect((await get(`/api/payment/status?transactionId=${r.ResponseData.transactionId}`)).json().ResponseData.status).toBe('success');
    await expectLedgerSound(t);
  });

  it('PayPal cancelled answers -121212 (return); declined Neteller answers KO; nothing moves', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const p = (await ricarica(u.headers, paypalBody)).json().ResponseData;
    const back = await decide(t, p.checkoutUrl, 'cancel');
    expect(back).toMatch(/results\/back\?/);
    const token = new URL(back, 'http://x').searchParams.get('token');
    expect((await get(`/api/payment/paypal?token=${token}`)).json()).toMatchObject({ ResponseCode: -121212, ResponseData: { status: 'return', esito: 'KO' } });

    const n = (await ricarica(u.headers, { type: 'Ricarica_Neteller', importo: 5000, email: 'mario@neteller.example' })).json().ResponseData;
    const nb = await decide(t, n.redirectUrl, 'decline');
    expect(nb).toMatch(/results\/failed\?payment_type=neteller&payment_id=NT-/);
    const id = new URL(nb, 'http://x').searchParams.get('payment_id');
    expect((await get(`/api/payment/neteller?payment_id=${id}&status=approved`)).json()).toMatchObject({
      ResponseCode: -20,
      ResponseMessage: 'Il pagamento è stato rifiutato dal circuito',
      ResponseData: { esito: 'KO', status: 'failed' },
    });
    expect(await saldo(t, u.headers)).toEqual(before);
    expect((await get('/api/payment/neteller?payment_id=NT-sconosciuto')).json().ResponseCode).toBe(-31);
    expect((await get('/api/payment/neteller')).statusCode).toBe(400);
  });

  it('pending stays pending until the provider decides, then credits once', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const p = (await ricarica(u.headers, { type: 'Ricarica_Paysafe', importo: 1500 })).json().ResponseData;
    expect(p).toMatchObject({ handoff: 'redirect', redirect: true });
    const back = await decide(t, p.page, 'pending');
    expect(back).toMatch(/results\/pending\?payment_id=PSC-.*&mtid=/);
    const id = new URL(back, 'http://x').searchParams.get('payment_id');
    expect((await get(`/api/payment/paysafe?payment_id=${id}&mtid=${p.transactionId}`)).json().ResponseData).toMatchObject({
      esito: 'PENDING',
      status: 'pending',
    });
    expect(await saldo(t, u.headers)).toEqual(before);
    await decide(t, p.page, 'approve');
    expect((await get(`/api/payment/paysafe?payment_id=${id}`)).json().ResponseData.status).toBe('success');
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 1500);
  });

  it('form-post providers: Skrill, Poste, Safecharge confirmations, declined card gateway', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const s = (await ricarica(u.headers, { type: 'Ricarica_Skrill', importo: 2000, email: 'mario@skrill.example' })).json().ResponseData;
    expect(s).toMatchObject({ handoff: 'form', datiSkrill: { amount: '20.00', currency: 'EUR', transaction_id: s.transactionId } });
    const posted = await t.app.inject({
      method: 'POST',
      url: s.formAction,
      payload: new URLSearchParams(s.formFields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('mario@skrill.example');
    const sb = new URL(await decide(t, s.formAction, 'approve'), 'http://x');
    expect((await get(`/api/payment/skrillConfirm?${sb.searchParams}&status=2`)).json().ResponseData.esito).toBe('OK');
    expect((await get('/api/payment/skrillConfirm?status=2')).statusCode).toBe(400);

    const p = (await ricarica(u.headers, { type: 'Ricarica_Poste', importo: 3000 })).json().ResponseData;
    expect(p.formFields).toMatchObject({ CURRENCY: '978', LANGUAGE: 'IT', AMOUNT: '3000' });
    const pb = new URL(await decide(t, p.formAction, 'approve'), 'http://x');
    expect(pb.searchParams.get('RESULT')).toBe('00');
    expect((await get(`/api/payment/poste?${pb.searchParams}`)).json().ResponseData.esito).toBe('OK');
    expect((await get('/api/payment/poste?RESULT=00')).statusCode).toBe(400);

    const sc = (await ricarica(u.headers, { type: 'Ricarica_Safecharge_ApplePay', importo: 1000 })).json().ResponseData;
    const scb = new URL(await decide(t, sc.redirectUrl, 'approve'), 'http://x');
    expect(scb.searchParams.get('ppp_status')).toBe('OK');
    expect((await get(`/api/payment/safecharge?${scb.searchParams}`)).json().ResponseData.esito).toBe('OK');

    const card = (await ricarica(u.headers, { type: 'Ricarica_MasterCard', importo: 4000, code: '5555 4444 3333 1111' })).json().ResponseData;
    expect(card.formFields).toMatchObject({ currency: '978', card_vip: '1111' });
    expect(card.formFields.checksum).toMatch(/^[0-9a-f]{64}$/);
    // A hand-off field given twice (an array once parsed) is not shown, never a 500.
    const twice = await get(`${new URL(card.formAction, 'http://x').pathname}?merchant_id=a&merchant_id=b&card_vip=1111`);
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('**** 1111');
    const cb = await decide(t, card.formAction, 'decline');
    expect(cb).toMatch(/results\/failed\?transactionId=.*RESPONSE_CODE_AUT=05/);
    expect((await get(`/api/payment/status?transactionId=${card.transactionId}`)).json().ResponseData.status).toBe('failed');
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 2000 + 3000 + 1000);
    await expectLedgerSound(t);
  });

  it('QR, shop and bank transfer hand-offs settle on the other side; Apco posts its XML', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const v = (await ricarica(u.headers, { type: 'Ricarica_Veloce', importo: 2000 })).json().ResponseData;
    expect(v.handoff).toBe('qr');
    expect(v.qrUrl).toMatch(/\/sandbox\/veloce\/pay\/QR-[0-9a-f]+\?amount=2000$/);
    await decide(t, new URL(v.qrUrl).pathname, 'approve');
    const o = (await ricarica(u.headers, { type: 'Ricarica_Onshop', importo: 1000 })).json().ResponseData;
    expect(o).toMatchObject({ handoff: 'modal' });
    expect(o.payCode).toMatch(/^\d{12}$/);
    await decide(t, o.page, 'approve');
    const b = (await ricarica(u.headers, { type: 'Ricarica_BonificoBancario', importo: 10000 })).json().ResponseData;
    expect(b.bank).toMatchObject({ beneficiario: 'Betsite S.r.l.', iban: 'IT60X0542811101000000123456', causale: 'Ricarica demouser1' });
    expect((await get(`/api/payment/status?transactionId=${b.transactionId}`)).json().ResponseData.status).toBe('pending');
    await decide(t, b.page, 'approve');
    const a = (await ricarica(u.headers, { type: 'Ricarica_Apco', importo: 1000 })).json().ResponseData;
    expect(a.FullXml).toContain('<Curr>978</Curr>');
    expect(await decide(t, a.ApcoUrl, 'decline')).toMatch(/motivo=failed/);
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 2000 + 1000 + 10000);
    expect((await get('/sandbox/paypal/pay/EC-nonesiste')).body).toContain('Pagamento non trovato');
    expect((await get('/sandbox/xelektra/pay/XE-1')).statusCode).toBe(400);
  });

  it('XElektra: card, SMS code in the outbox, VERIFICA with a wrong then the right code, replay changes nothing', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const r = (await ricarica(u.headers, { type: 'Ricarica_XElektra', importo: 3000, code: '4000 1234 5678 9010' })).json();
    expect(r.ResponseCode).toBe(0);
    expect(r.ResponseData).toMatchObject({ handoff: 'otp', maskedMobile: '**********501' });
    expect(r.ResponseMessage).toBe('Ti abbiamo inviato un SMS con il codice di verifica al numero **********501');
    const sms = (await t.deps.outbox.list(10)).find((m) => m.channel === 'sms' && m.recipient === '+393331234501')!;
    const code = /è (\d{6})\./.exec(sms.body)![1]!;
    const confirm = (otp: string) =>
      ricarica(u.headers, { type: 'Ricarica_XElektra', importo: 3000, metodo: 'Confirm', otp, transactionId: r.ResponseData.transactionId });
    expect((await confirm(code === '000000' ? '111111' : '000000')).json()).toMatchObject({
      ResponseCode: -30,
      ResponseMessage: 'Codice di verifica non valido o scaduto',
    });
    expect((await confirm(code)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { status: 'success' } });
    expect((await confirm(code)).json()).toMatchObject({ ResponseCode: 0, ResponseData: { status: 'success' } });
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 3000);
    const other = await login(t, 'demostatus1');
    expect(
      (
        await ricarica(other.headers, { metodo: 'Confirm', type: 'Ricarica_XElektra', importo: 3000, otp: code, transactionId: r.ResponseData.transactionId })
      ).json().ResponseCode,
    ).toBe(-31);
  });

  it('scratch cards credit at once, once per code; promo is dropped', async () => {
    const u = await login(t, 'demouser1');
    const before = await saldo(t, u.headers);
    const ok = (await ricarica(u.headers, { type: 'Ricarica_Scratch', importo: 1000, code: '1234-5678-9012-3456', promo: 'IGNORATO' })).json();
    expect(ok).toMatchObject({ ResponseCode: 0, ResponseData: { handoff: 'done', status: 'success' } });
    expect((await ricarica(u.headers, { type: 'Ricarica_Scratch', importo: 1000, code: '1234567890123456' })).json()).toMatchObject({
      ResponseCode: -32,
      ResponseMessage: 'Codice scratch card non valido o già utilizzato',
    });
    expect((await ricarica(u.headers, { type: 'Ricarica_Scratch', importo: 1000, code: '1234567890120000' })).json().ResponseCode).toBe(-32);
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 1000);
  });

  it('checkPrimaRicarica is true only for the first credited deposit of the player', async () => {
    const u = await login(t, 'demodevice1').catch(() => null);
    const player = u ?? (await login(t, 'demolimit1'));
    const first = (await ricarica(player.headers, { type: 'Ricarica_Scratch', importo: 1000, code: '9999888877776666' })).json().ResponseData;
    const second = (await ricarica(player.headers, { type: 'Ricarica_Scratch', importo: 1000, code: '9999888877775555' })).json().ResponseData;
    expect((await get(`/api/payment/checkPrimaRicarica?transactionId=${first.transactionId}`)).json()).toMatchObject({ ResponseCode: 0, ResponseData: true });
    expect((await get(`/api/payment/checkPrimaRicarica?transactionId=${second.transactionId}`)).json().ResponseData).toBe(false);
    expect((await get('/api/payment/checkPrimaRicarica?transactionId=nessuna')).json().ResponseCode).toBe(-31);
    expect((await get('/api/payment/checkPrimaRicarica')).statusCode).toBe(400);
  });

  it('DepositWithPaas: refused while the module is off; a one-time token opens the provider page and credits once', async () => {
    const u = await login(t, 'demouser1');
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/DepositWithPaas', headers: u.headers, payload: {} })).json().ResponseCode).toBe(-2);
    await t.deps.site.setModule('DepositWithPaas_Enabled', true);
    const r = (
      await t.app.inject({ method: 'POST', url: '/api/Account/DepositWithPaas', headers: u.headers, payload: { isMobile: false, primaricarica: false } })
    ).json();
    await t.deps.site.setModule('DepositWithPaas_Enabled', false);
    expect(r.ResponseData.endpoint).toBe('/sandbox/paas');
    const token = r.ResponseData.token as string;
    const before = await saldo(t, u.headers);
    const page = await get(`/sandbox/paas/deposit?lang=it&token=${token}`);
    expect(page.body).toContain('Ricarica il conto');
    expect(page.body).toContain('/sandbox/paas/spp.js');
    const pay = (amount: string, method = 'Ricarica_Paypal') =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/paas/deposit',
        payload: `token=${token}&method=${method}&amount=${amount}&action=pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // A method id past the database column's range names no method: refused, not a 500.
    expect((await pay('30,00', '99999999999')).statusCode).toBeLessThan(500);
    expect((await pay('1')).body).toContain('Importo minimo € 5');
    expect((await pay('30,00')).body).toContain('Pagamento riuscito');
    expect((await pay('30,00')).body).toContain('Operazione annullata');
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 3000);
    // Another token's page submitted five times at once (a double click, a retry): one payment, never a 500.
    await t.deps.site.setModule('DepositWithPaas_Enabled', true);
    const again = (await t.app.inject({ method: 'POST', url: '/api/Account/DepositWithPaas', headers: u.headers, payload: {} })).json();
    await t.deps.site.setModule('DepositWithPaas_Enabled', false);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/sandbox/paas/deposit',
          payload: `token=${again.ResponseData.token as string}&method=Ricarica_Paypal&amount=10,00&action=pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(burst.filter((r) => r.body.includes('Pagamento riuscito'))).toHaveLength(1);
    expect((await saldo(t, u.headers)).soldi).toBe(before.soldi + 4000);
    expect((await get('/sandbox/paas/spp.js')).headers['content-type']).toContain('javascript');
    await expectLedgerSound(t);
  });
});

describe(`deposit times (${dbLabel()})`, () => {
  it("every time a deposit records is the server's clock: opened, sent to the provider, decided, settled", async () => {
    // Hours ahead of the machine's time: a timestamp taken from the system clock would stand out.
    t.clock.advance(5 * 3_600_000);
    const at = t.clock.now();
    const u = await login(t, 'demouser1');
    const ok = (await ricarica(u.headers, { type: 'Ricarica_Paypal', importo: 1200, email: 'mario@paypal.example' })).json().ResponseData;
    const token = new URL(await decide(t, ok.checkoutUrl, 'approve'), 'http://x').searchParams.get('token');
    expect((await get(`/api/payment/paypal?token=${token}`)).json().ResponseData.status).toBe('success');
    const ko = (await ricarica(u.headers, { type: 'Ricarica_Neteller', importo: 1300, email: 'mario@neteller.example' })).json().ResponseData;
    const id = new URL(await decide(t, ko.redirectUrl, 'decline'), 'http://x').searchParams.get('payment_id');
    expect((await get(`/api/payment/neteller?payment_id=${id}`)).json().ResponseData.status).toBe('failed');
    for (const transactionId of [ok.transactionId, ko.transactionId]) {
      const [d] = await t.deps.db.select().from(deposits).where(eq(deposits.transactionId, transactionId));
      expect([d!.createdAt, d!.updatedAt, d!.settledAt]).toEqual([at, at, at]);
      const [p] = await t.deps.db.select().from(sandboxPayments).where(eq(sandboxPayments.depositTransactionId, transactionId));
      expect(p!.decidedAt).toEqual(at);
    }
  });
});
