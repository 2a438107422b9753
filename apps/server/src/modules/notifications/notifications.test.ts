import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '@betsite/contract/notifications';
import { notifications } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { decide, login, operatorLogin } from '../payments/deposits/test-helpers.ts';
import { createPlayer, ensureTestMethods, moveToRomeTime, prelievoWithOtp } from '../payments/withdrawals/test-helpers.ts';
import { notify } from './notify.ts';
import { listStamp } from './repository.ts';

const t = useTestApp();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The notification is still unread and not archived. */
async function expectUntouched(id: number) {
  const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, id));
  expect(row).toMatchObject({ isRead: false, archived: false });
}

describe(`notifications (${dbLabel()})`, () => {
  it('GetNotify: demouser1 sees the seeded, not archived ones newest first; isPoll only the unread', async () => {
    const u = await login(t, 'demouser1');
    const all = (await get('/api/Notifications/GetNotify', u.headers)).json();
    expect(all.ResponseCode).toBe(0);
    expect(all.ResponseData.length).toBeGreaterThanOrEqual(5);
    expect(all.ResponseData.every((n: { Archived: boolean }) => !n.Archived)).toBe(true);
    const dates = all.ResponseData.map((n: { InsDate: string }) => n.InsDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.ResponseData.find((n: { Type: { Id: number }; IsRead: boolean }) => n.Type.Id === 8 && !n.IsRead)?.Type.Type).toBe('MetodiPagamento');
    const poll = (await get('/api/Notifications/GetNotify?isPoll=true', u.headers)).json();
    expect(poll.ResponseData.length).toBeGreaterThan(0);
    expect(poll.ResponseData.every((n: { IsRead: boolean }) => !n.IsRead)).toBe(true);
    expect((await get('/api/Notifications/GetNotify', {})).statusCode).toBe(401);
    expect((await get('/api/Notifications/GetNotify', { authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
  });

  it('read one, read all, archive one, archive many: states move forward only, counts are exact', async () => {
    const p = await createPlayer(t);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await notify(t.deps.db, { userId: p.id, typeId: 200, title: `T${i}`, body: 'B' }))!.id);
    expect((await post('/api/Notifications/SetNotifyRead', p.headers, { Id: ids[0] })).json().ResponseData.Changed).toBe(1);
    expect((await post('/api/Notifications/SetNotifyRead', p.headers, { Id: ids[0] })).json().ResponseData.Changed).toBe(0);
    expect((await post('/api/Notifications/SetAllNotifiesRead', p.headers, {})).json().ResponseData.Changed).toBe(3);
    expect((await post('/api/Notifications/SetAllNotifiesRead', p.headers)).json().ResponseData.Changed).toBe(0);
    expect((await post('/api/Notifications/SetNotifyArchived', p.headers, { Id: ids[1] })).json().ResponseData.Changed).toBe(1);
    // The legacy body is the bare list; { Ids } works too.
    expect((await post('/api/Notifications/SetNotifiesArchived', p.headers, [ids[2], ids[3], ids[3]])).json().ResponseData.Changed).toBe(2);
    expect((await post('/api/Notifications/SetNotifiesArchived', p.headers, { Ids: [ids[0]] })).json().ResponseData.Changed).toBe(1);
    expect((await get('/api/Notifications/GetNotify', p.headers)).json().ResponseData).toEqual([]);
    // Archiving an unread one also reads it: it never counts as unread again.
    const n = (await notify(t.deps.db, { userId: p.id, typeId: 200, title: 'X', body: 'Y' }))!;
    await post('/api/Notifications/SetNotifyArchived', p.headers, { Id: n.id });
    const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, n.id));
    expect(row).toMatchObject({ isRead: true, archived: true });
  });

  it("another player's notifications are never readable or changeable", async () => {
    const owner = await createPlayer(t);
    const thief = await createPlayer(t);
    const n = (await notify(t.deps.db, { userId: owner.id, typeId: 8, title: 'Segreta', body: 'Solo per il proprietario' }))!;
    expect((await get('/api/Notifications/GetNotify', thief.headers)).json().ResponseData.some((x: { Id: number }) => x.Id === n.id)).toBe(false);
    for (const url of ['/api/Notifications/SetNotifyRead', '/api/Notifications/SetNotifyArchived']) {
      const r = await post(url, thief.headers, { Id: n.id });
      expect(r.statusCode).toBe(404);
      expect(r.json().ResponseMessage).toBe('Notifica non trovata');
    }
    expect((await post('/api/Notifications/SetNotifiesArchived', thief.headers, [n.id])).json().ResponseData.Changed).toBe(0);
    await post('/api/Notifications/SetAllNotifiesRead', thief.headers, {});
    await expectUntouched(n.id);
  });

  it('bad input answers 400 in Italian and changes nothing; never 5xx', async () => {
    const p = await createPlayer(t);
    const n = (await notify(t.deps.db, { userId: p.id, typeId: 200, title: 'A', body: 'B' }))!;
    const bad: [string, unknown][] = [
      ['/api/Notifications/SetNotifyRead', {}],
      ['/api/Notifications/SetNotifyRead', { Id: 'abc' }],
      ['/api/Notifications/SetNotifyRead', { Id: -1 }],
      ['/api/Notifications/SetNotifyRead', { Id: 1.5 }],
      ['/api/Notifications/SetNotifyRead', { Id: '1\u0000' }],
      ['/api/Notifications/SetNotifyArchived', { Id: 99999999999 }],
      ['/api/Notifications/SetNotifiesArchived', []],
      ['/api/Notifications/SetNotifiesArchived', Array.from({ length: 501 }, (_, i) => i + 1)],
      ['/api/Notifications/SetNotifiesArchived', ['x']],
      ['/api/Notifications/SetNotifiesArchived', { Ids: 'tutte' }],
      // Only a number or its digits: no array, boolean, hex, exponent or padded string is an id.
      ['/api/Notifications/SetNotifyRead', { Id: [n.id] }],
      ['/api/Notifications/SetNotifyRead', { Id: true }],
      ['/api/Notifications/SetNotifyRead', { Id: ` ${n.id} ` }],
      ['/api/Notifications/SetNotifyRead', { Id: `0x${n.id.toString(16)}` }],
      ['/api/Notifications/SetNotifyRead', { Id: `${n.id}e0` }],
      ['/api/Notifications/SetNotifiesArchived', [[n.id]]],
      ['/api/Notifications/SetNotifiesArchived', [true]],
    ];
    for (const [url, body] of bad) {
      const r = await post(url, p.headers, body);
      expect(r.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(r.json().ResponseMessage).toMatch(/[àèéìòù]|non valid|Identificativo|massimo|campo/i);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/Notifications/SetNotifyRead',
      headers: { ...p.headers, 'content-type': 'application/json' },
      payload: '{"Id":',
    });
    expect(raw.statusCode).toBe(400);
    expect((await get('/api/Notifications/GetNotify?isPoll=forse', p.headers)).statusCode).toBe(400);
    await expectUntouched(n.id);
  });

  it('an unread notification older than the newest hundred is in the list, the badge and the stream the same as in the poll', async () => {
    const p = await createPlayer(t);
    const old = (await notify(t.deps.db, { userId: p.id, typeId: NOTIFICATION_TYPES.MetodiPagamento, title: 'Ricarica non riuscita', body: 'x' }))!;
    for (let i = 0; i < 100; i++) await notify(t.deps.db, { userId: p.id, typeId: 200, title: `N${i}`, body: 'x' });
    expect((await post('/api/Notifications/SetAllNotifiesRead', p.headers, {})).json().ResponseData.Changed).toBe(101);
    await t.deps.db.update(notifications).set({ isRead: false }).where(eq(notifications.id, old.id));
    const all = (await get('/api/Notifications/GetNotify', p.headers)).json().ResponseData as { Id: number; IsRead: boolean }[];
    expect(all).toHaveLength(101);
    expect(all.at(-1)).toMatchObject({ Id: old.id, IsRead: false });
    expect(all.filter((x) => !x.IsRead).map((x) => x.Id)).toEqual([old.id]);
    const poll = (await get('/api/Notifications/GetNotify?isPoll=true', p.headers)).json().ResponseData as { Id: number }[];
    expect(poll.map((x) => x.Id)).toEqual([old.id]);
    expect(await listStamp(t.deps.db, p.id)).toEqual({ latest: all[0]!.Id, unread: 1, listed: 101 });
  });

  it('notify() with the same dedupe key stores one notification, and rolls back with its transaction', async () => {
    const p = await createPlayer(t);
    const first = await notify(t.deps.db, { userId: p.id, typeId: 1, title: 'Scommessa accettata', body: 'x', dedupeKey: 'bet:accepted:42' });
    const again = await notify(t.deps.db, { userId: p.id, typeId: 1, title: 'Scommessa accettata', body: 'x', dedupeKey: 'bet:accepted:42' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await t.deps.db
      .transaction(async (tx) => {
        await notify(tx, { userId: p.id, typeId: 1, title: 'mai', body: 'mai', dedupeKey: 'bet:rolled-back' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, p.id));
    expect(rows.map((r) => r.dedupeKey)).toEqual(['bet:accepted:42']);
  });

  it('a credited deposit notifies exactly once, however often the provider confirms', async () => {
    const u = await login(t, 'demouser1');
    const r = (
      await post('/api/Account/Ricarica', u.headers, { metodo: 'Deposit', type: 'Ricarica_Paypal', importo: 2500, email: 'mario@paypal.example' })
    ).json();
    expect(r.ResponseCode).toBe(0);
    const back = await decide(t, r.ResponseData.checkoutUrl, 'approve');
    const q = new URL(back, 'http://x').searchParams;
    for (let i = 0; i < 3; i++) await get(`/api/payment/paypal?token=${q.get('token')}&payerEmail=x&payerId=${q.get('PayerID')}`, {});
    // Delivered from the money outbox right after commit, in the background (docs/ledger.md).
    const rows = await vi.waitFor(async () => {
      const found = await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, u.userId), eq(notifications.dedupeKey, `deposit:${r.ResponseData.transactionId}`)));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0]!.typeId).toBe(NOTIFICATION_TYPES.RicaricaAccreditata);
    expect(rows[0]!.body).toBe('La ricarica di 25,00 € con PayPal è stata accreditata sul tuo conto gioco.');
  });

  it('a withdrawal paid and one refused by the provider each notify once (refused = type 8)', async () => {
    await ensureTestMethods(t);
    moveToRomeTime(t.clock, 12);
    const u = await createPlayer(t, { cash: 20_000 });
    const paid = await prelievoWithOtp(t, u, { type: 'Prelievo_Skrill', importo: 2000, email: 'io@skrill.example' });
    const refused = await prelievoWithOtp(t, u, { type: 'Prelievo_Skrill', importo: 3000, email: 'giocatore@declined.example' });
    expect([paid.ResponseData.result, refused.ResponseData.result]).toEqual(['success', 'failed']);
    const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(rows.map((r) => r.typeId).sort()).toEqual([NOTIFICATION_TYPES.MetodiPagamento, NOTIFICATION_TYPES.PrelievoPagato].sort());
    expect(rows.find((r) => r.typeId === 8)!.title).toBe('Prelievo rifiutato');
  });

  it('operator API: one player or a segment; players and visitors are refused; bad input 400', async () => {
    const op = await operatorLogin(t);
    const p = await createPlayer(t);
    const send = (headers: Record<string, string>, body: unknown) => post('/api/Notifications/Admin/Send', headers, body);
    expect((await send(p.headers, { UserId: p.id, Title: 'x', Body: 'y' })).statusCode).toBe(401);
    expect((await send({}, { UserId: p.id, Title: 'x', Body: 'y' })).statusCode).toBe(401);
    const one = (await send(op.headers, { UserId: p.id, Title: 'Ciao', Body: 'Messaggio per te' })).json();
    expect(one).toMatchObject({ ResponseCode: 0, ResponseData: { Sent: 1 }, ResponseMessage: 'Notifica inviata a 1 giocatore' });
    expect((await send(op.headers, { UserId: 99999999, Title: 'x', Body: 'y' })).json().ResponseMessage).toBe('Giocatore non trovato');
    const seg = (await send(op.headers, { Segment: { StatoConto: [2] }, Title: 'A tutti i validati', Body: 'Novità' })).json();
    expect(seg.ResponseData.Sent).toBeGreaterThan(1);
    const mine = (await get('/api/Notifications/GetNotify', p.headers)).json().ResponseData;
    expect(mine.map((n: { Title: string }) => n.Title)).toEqual(['A tutti i validati', 'Ciao']);
    for (const body of [
      { Title: 'x', Body: 'y' },
      { UserId: p.id, Segment: {}, Title: 'x', Body: 'y' },
      { UserId: p.id, Title: '', Body: 'y' },
      { UserId: p.id, Title: 'x', Body: 'y', Extra: 1 },
      { Segment: { StatoConto: ['a'] }, Title: 'x', Body: 'y' },
    ]) {
      const r = await send(op.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(op.headers, { Title: 'x', Body: 'y' })).json().ResponseMessage).toBe('Indica un giocatore (UserId) oppure un segmento (Segment)');
    // An id beyond the users.id column is bad input (it made the lookup fail: 500), and sends nothing.
    const huge = await send(op.headers, { UserId: 99_999_999_999, Title: 'x', Body: 'y' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().ResponseMessage).toBe('Identificativo del giocatore non valido');
  });
});
