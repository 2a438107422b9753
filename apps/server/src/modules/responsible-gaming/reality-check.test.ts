import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betSessions, users } from '../../db/schema/index.ts';
import { dbLabel, useTestApp, type TestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
const MIN = 60_000;

/** A player with a session of their own whose token can be signed again after the test clock moves. */
async function playerWithSession(tt: TestApp, cash = 10_000) {
  const p = await createPlayer(tt, { cash });
  const sessionId = await tt.deps.sessions.create(p.id, {});
  const headers = async () => ({ authorization: `Bearer ${await tt.deps.sessions.sign({ userId: p.id, sessionId })}` });
  return { id: p.id, sessionId, headers };
}
type P = Awaited<ReturnType<typeof playerWithSession>>;
const status = async (p: P) => (await t.app.inject({ url: '/api/Account/GetPromemoriaSessione', headers: await p.headers() })).json();
const save = async (p: P, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Account/SavePromemoriaSessione', headers: await p.headers(), payload: payload as Record<string, unknown> });
const proceed = async (p: P) => (await t.app.inject({ method: 'POST', url: '/api/Account/ContinuaPromemoriaSessione', headers: await p.headers() })).json();
/** Moves the test clock in steps of 5 minutes, touching the session as a browser tab would. */
async function play(p: P, minutes: number) {
  for (let m = 0; m < minutes; m += 5) {
    t.clock.advance(Math.min(5, minutes - m) * MIN);
    await status(p);
  }
}

describe(`reality check: GetPromemoriaSessione, SavePromemoriaSessione, ContinuaPromemoriaSessione (${dbLabel()})`, () => {
  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/Account/GetPromemoriaSessione'],
      ['POST', '/api/Account/SavePromemoriaSessione'],
      ['POST', '/api/Account/ContinuaPromemoriaSessione'],
    ] as const) {
      const r = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer forged.token.value' },
        payload: method === 'POST' ? { minuti: 15 } : undefined,
      });
      expect(r.statusCode, url).toBe(401);
    }
  });

  it('is due the chosen interval after the session start, then after each Continua; the session figures come from the ledger', async () => {
    const p = await playerWithSession(t);
    const start = t.clock.now();
    const first = (await status(p)).ResponseData;
    expect(first).toMatchObject({ minuti: 60, scelte: [15, 30, 60], dovuto: false, minutiSessione: 0, puntate: 0, vincite: 0, risultatoNetto: 0 });
    expect(first.inizioSessione).toBe(start.toISOString());
    expect(first.prossimoAlle).toBe(new Date(start.getTime() + 60 * MIN).toISOString());

    // The choice is kept on the player; the reminder counts from the session start (or the last Continua).
    const saved = (await save(p, { minuti: 15 })).json();
    expect(saved).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Promemoria impostato: ogni 15 minuti', ResponseData: { minuti: 15 } });
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(u!.realityCheckMinutes).toBe(15);

    // Play: a stake of € 20 lost, one of € 10 won € 25.
    const port = portOf(t);
    const lost = sportTicket(p.id, 2000);
    const won = sportTicket(p.id, 1000);
    await port.openTicket(lost);
    await port.openTicket(won);
    await port.settleTicket({ code: lost.code, outcome: 'lost', payout: 0 });
    await port.settleTicket({ code: won.code, outcome: 'won', payout: 2500 });

    await play(p, 14);
    expect((await status(p)).ResponseData).toMatchObject({ dovuto: false, minutiSessione: 14 });
    // 'Continua' before it is due changes nothing.
    expect(await proceed(p)).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Il promemoria non è ancora dovuto' });
    await play(p, 1);
    const due = (await status(p)).ResponseData;
    expect(due).toMatchObject({ dovuto: true, minutiSessione: 15, puntate: 3000, vincite: 2500, risultatoNetto: -500 });
    expect(due.prossimoAlle).toBe(new Date(start.getTime() + 15 * MIN).toISOString());

    // The reminder waits for the player: still due 3 minutes later, then 'Continua' starts a new interval.
    await play(p, 3);
    const after = await proceed(p);
    expect(after).toMatchObject({ ResponseCode: 0, ResponseData: { dovuto: false, minutiSessione: 18 } });
    expect(after.ResponseData.prossimoAlle).toBe(new Date(start.getTime() + 33 * MIN).toISOString());
    // A replay of 'Continua' (another tab) is not due any more: nothing moves.
    expect((await proceed(p)).ResponseCode).toBe(-1);
    const [s] = await t.deps.db.select().from(betSessions).where(eq(betSessions.id, p.sessionId));
    expect(s!.realityAckAt!.toISOString()).toBe(new Date(start.getTime() + 18 * MIN).toISOString());
  });

  it('bad choices are refused in Italian and change nothing', async () => {
    const p = await playerWithSession(t);
    for (const body of [{ minuti: 20 }, { minuti: 0 }, { minuti: -15 }, { minuti: 15.5 }, { minuti: '15' }, {}, { minuti: 1e12 }]) {
      const r = await save(p, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().ResponseMessage, JSON.stringify(body)).toMatch(/^(Scegli ogni quanti minuti ricevere il promemoria: 15, 30 o 60|Il campo è richiesto)$/);
    }
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, p.id));
    expect(u!.realityCheckMinutes).toBeNull();
    expect((await save(p, { minuti: 20 })).json().ResponseMessage).toBe('Scegli ogni quanti minuti ricevere il promemoria: 15, 30 o 60');
  });

  it("one player's answers never show another's session or play", async () => {
    const a = await playerWithSession(t);
    const b = await playerWithSession(t);
    await portOf(t).openTicket(sportTicket(a.id, 700));
    await save(a, { minuti: 30 });
    const mine = (await status(b)).ResponseData;
    expect(mine).toMatchObject({ minuti: 60, puntate: 0 });
    // b's 'Continua' cannot touch a's session.
    await proceed(b);
    const [s] = await t.deps.db.select().from(betSessions).where(eq(betSessions.id, a.sessionId));
    expect(s!.realityAckAt).toBeNull();
  });
  it('saving the interval again, the same or another, never pushes the reminder away', async () => {
    const p = await playerWithSession(t);
    const start = t.clock.now();
    // Every 25 minutes a client saves 60, then 30, then 60 again...
    for (const minuti of [60, 30, 60]) {
      expect((await save(p, { minuti })).statusCode).toBe(200);
      await play(p, 25);
    }
    // 75 minutes in: due since minute 60 whatever was saved in between.
    const s = (await status(p)).ResponseData;
    expect(s).toMatchObject({ dovuto: true, minuti: 60 });
    expect(s.prossimoAlle).toBe(new Date(start.getTime() + 60 * MIN).toISOString());
    // Re-saving the same interval when due does not make it not due.
    await save(p, { minuti: 60 });
    expect((await status(p)).ResponseData.dovuto).toBe(true);
  });
});
