import { NOTIFICATION_TYPES } from '@betsite/contract/notification-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { PURCHASE_EVENT_KINDS } from './bet-notifications.ts';
import { portOf, sportTicket } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ofPlayer = (userId: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe(`notifications from the game platform port (${dbLabel()})`, () => {
  it('a sport ticket notifies "Scommessa accettata" once, in the same transaction; casino sessions do not notify', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    const port = portOf(t);
    const input = sportTicket(p.id, 1250);
    await port.openTicket(input);
    await port.openTicket(input); // replay
    const rows = await ofPlayer(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      typeId: NOTIFICATION_TYPES.BetAccepted,
      title: 'Scommessa accettata',
      body: `La giocata ${input.code} di 12,50 € è stata accettata.`,
    });
    await port.openTicket(sportTicket(p.id, 100, { platform: 'casino', gioco: 102, giocoDescr: 'Slot' }));
    expect(await ofPlayer(p.id)).toHaveLength(1);
    // A refused ticket (no funds) leaves no notification behind.
    expect(await port.openTicket(sportTicket(p.id, 1_000_000))).toEqual({ ok: false, reason: 'insufficient_funds' });
    expect(await ofPlayer(p.id)).toHaveLength(1);
  });

  it('each purchase event gets its §9 type once per purchase id; malformed events and unknown players are refused', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const port = portOf(t);
    const types = [
      NOTIFICATION_TYPES.BetRejected,
      NOTIFICATION_TYPES.ControProposta,
      NOTIFICATION_TYPES.BetExpired,
      NOTIFICATION_TYPES.BetPurchaseError,
      NOTIFICATION_TYPES.BetPurchaseAdminResult,
      NOTIFICATION_TYPES.BetPurchaseSystemAdminResult,
    ];
    for (const [i, kind] of PURCHASE_EVENT_KINDS.entries()) {
      const e = { userId: p.id, purchaseRef: `REF-${p.id}-${i}`, kind, stake: 500, accepted: i % 2 === 0 };
      expect(await port.reportPurchase(e)).toEqual({ ok: true, replay: false });
      expect(await port.reportPurchase(e)).toEqual({ ok: true, replay: true });
      const [row] = await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, p.id), eq(notifications.dedupeKey, `bet:${kind}:${e.purchaseRef}`)));
      expect(row?.typeId).toBe(types[i]);
    }
    expect(await ofPlayer(p.id)).toHaveLength(6);
    for (const bad of [
      { userId: p.id, purchaseRef: 'x', kind: 'rejected' as const, stake: 100 },
      { userId: p.id, purchaseRef: 'REF\u0000BAD', kind: 'rejected' as const, stake: 100 },
      { userId: p.id, purchaseRef: 'REF-OK-1', kind: 'paid' as never, stake: 100 },
      { userId: p.id, purchaseRef: 'REF-OK-2', kind: 'rejected' as const, stake: -5 },
      { userId: 999_999_999, purchaseRef: 'REF-OK-3', kind: 'rejected' as const, stake: 100 },
    ]) {
      expect(await port.reportPurchase(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await ofPlayer(p.id)).toHaveLength(6);
  });

  it('the sandbox reports a purchase event for the logged-in player only, who then reads it in GetNotify', async () => {
    const p = await createPlayer(t, { cash: 0 });
    const other = await createPlayer(t, { cash: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/games/purchase-event',
      headers: p.headers,
      payload: { kind: 'counter_offer', stake: 2000 },
    });
    expect(res.json()).toMatchObject({ ResponseCode: 0 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/Notifications/GetNotify', headers: p.headers })).json().ResponseData;
    expect(mine).toEqual([expect.objectContaining({ Type: { Id: NOTIFICATION_TYPES.ControProposta, Type: 'ControProposta' }, Title: 'Controproposta' })]);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/Notifications/GetNotify', headers: other.headers })).json().ResponseData;
    expect(theirs).toEqual([]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/sandbox/games/purchase-event', headers: p.headers, payload: { kind: 'won', stake: 2000 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage ?? bad.body).toContain('Evento non valido');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/sandbox/games/purchase-event', payload: { kind: 'rejected', stake: 100 } });
    expect(anonymous.statusCode).toBe(401);
  });
});
