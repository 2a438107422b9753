import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { operatorLogin } from '../payments/deposits/test-helpers.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { listStampOf } from '@betsite/contract/notification-stamp';
import { notify } from './notify.ts';

/** A browser tab's push stream, read the way the web client reads it (fetch + eventsource-parser). */
async function openStream(base: string, headers: Record<string, string>) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/Notifications/Stream`, { headers, signal: ctrl.signal });
  const events: (EventSourceMessage & { at: number })[] = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        events.push({ ...value, at: Date.now() });
      }
    } catch {
      /* aborted */
    }
    ended = true;
  })();
  const waitFor = async (pred: (e: EventSourceMessage) => boolean, ms = 3000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const hit = events.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  };
  const waitEnded = async (ms = 3000) => {
    const until = Date.now() + ms;
    while (!ended && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    return ended;
  };
  return { res, events, waitFor, waitEnded, close: () => ctrl.abort(), done };
}

const listen = (t: TestApp) => t.app.listen({ port: 0, host: '127.0.0.1' });

describe(`push stream of notifications (${dbLabel()})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => t?.close());

  it('refuses a missing or forged token', async () => {
    expect((await fetch(`${base}/api/Notifications/Stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/Notifications/Stream`, { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
  });

  it("a HEAD request opens no stream (it would send nothing and hold one of the player's slots)", async () => {
    const me = await createPlayer(t);
    const head = await fetch(`${base}/api/Notifications/Stream`, { method: 'HEAD', headers: me.headers, signal: AbortSignal.timeout(5_000) });
    expect(head.status).toBe(404);
  });

  it("delivers the player's new notification at once, never another player's; read elsewhere → sync", async () => {
    const me = await createPlayer(t);
    const other = await createPlayer(t);
    const s = await openStream(base, me.headers);
    expect(s.res.headers.get('content-type')).toContain('text/event-stream');
    // Hijacked, the stream still carries the security headers every answer has.
    expect(s.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(s.res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await s.waitFor((e) => e.event === 'ready')).not.toBeNull();
    await notify(t.deps.db, { userId: other.id, typeId: 200, title: 'Non per te', body: 'x' });
    const mine = (await notify(t.deps.db, { userId: me.id, typeId: 8, title: 'Per te', body: 'y' }))!;
    const got = await s.waitFor((e) => e.event === 'notify');
    expect(JSON.parse(got!.data)).toMatchObject({ Id: mine.id, Title: 'Per te', Type: { Id: 8, Type: 'MetodiPagamento' }, IsRead: false });
    await t.app.inject({ method: 'POST', url: '/api/Notifications/SetNotifyRead', headers: me.headers, payload: { Id: mine.id } });
    expect(await s.waitFor((e) => e.event === 'sync')).not.toBeNull();
    expect(s.events.filter((e) => e.event === 'notify').map((e) => JSON.parse(e.data).Title)).toEqual(['Per te']);
    s.close();
  });

  it("opens with the stamp of the player's list: what GetNotify answers, counted", async () => {
    const u = await createPlayer(t);
    const made = [];
    for (const title of ['Uno', 'Due', 'Tre', 'Quattro']) made.push((await notify(t.deps.db, { userId: u.id, typeId: 200, title, body: 'x' }))!);
    await t.app.inject({ method: 'POST', url: '/api/Notifications/SetNotifyRead', headers: u.headers, payload: { Id: made[0]!.id } });
    await t.app.inject({ method: 'POST', url: '/api/Notifications/SetNotifyArchived', headers: u.headers, payload: { Id: made[3]!.id } });
    const list = (await t.app.inject({ url: '/api/Notifications/GetNotify?isPoll=false', headers: u.headers })).json().ResponseData;
    const s = await openStream(base, u.headers);
    const ready = await s.waitFor((e) => e.event === 'ready');
    expect(JSON.parse(ready!.data)).toEqual(listStampOf(list));
    expect(JSON.parse(ready!.data)).toEqual({ latest: made[2]!.id, unread: 2, listed: 3 });
    s.close();
  });

  it('closes the stream on logout (session revoked)', async () => {
    const u = await createPlayer(t);
    const s = await openStream(base, u.headers);
    expect(await s.waitFor((e) => e.event === 'ready')).not.toBeNull();
    const ctx = await t.deps.sessions.decode(u.token);
    expect((await t.app.inject({ url: `/api/Account/LogoutUser?betsession=${ctx!.sessionId}`, headers: u.headers })).statusCode).toBe(200);
    expect(await s.waitEnded()).toBe(true);
    expect(t.deps.push.count()).toBe(0);
  });
});

// Two server processes on one PostgreSQL: created on one, pushed by the other within 1 s.
describe('push across two server processes on PostgreSQL', { tags: ['postgres-race'] }, () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createPeerApp(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a notification sent through process A reaches the player connected to process B within 1 s', async () => {
    const player = await createPlayer(a);
    const op = await operatorLogin(a);
    const s = await openStream(baseB, player.headers);
    expect(await s.waitFor((e) => e.event === 'ready')).not.toBeNull();
    const sentAt = Date.now();
    const r = await a.app.inject({
      method: 'POST',
      url: '/api/Notifications/Admin/Send',
      headers: op.headers,
      payload: { UserId: player.id, Title: 'Da A a B', Body: 'Attraverso PostgreSQL' },
    });
    expect(r.json().ResponseCode).toBe(0);
    const got = await s.waitFor((e) => e.event === 'notify', 2000);
    expect(got).not.toBeNull();
    expect(JSON.parse(got!.data).Title).toBe('Da A a B');
    expect((got as unknown as { at: number }).at - sentAt).toBeLessThan(1000);
    s.close();
  });
});
