import { describe, expect, it } from 'vitest';
import { betSessions, users } from '../../db/schema/index.ts';
import { bearer, dbLabel, operatorToken, useTestApp } from '../../test-support.ts';
import { expectLedgerSound } from '../payments/deposits/test-helpers.ts';
import { createPlayer, type Player } from '../payments/withdrawals/test-helpers.ts';
import { portOf, sportTicket } from '../games/test-helpers.ts';

const t = useTestApp({}, { checkAtEnd: expectLedgerSound });
const post = (url: string, p: Player, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: p.headers, payload });
const playerPage = async (id: number, token: string) => t.app.inject({ url: `/api/Backoffice/Players/${id}`, headers: bearer(token) });
const dashboard = async (token: string) => t.app.inject({ url: '/api/Backoffice/Dashboard', headers: bearer(token) });

describe(`back office: a player's spending and time limits, time played, reality check; players at a limit (${dbLabel()})`, () => {
  it('shows the limits with their history, the time played and the reality-check interval to an operator; nobody else reads them', async () => {
    const p = await createPlayer(t, { cash: 10_000 });
    await post('/api/Account/SaveLimiteGioco', p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 5000 });
    await post('/api/Account/SaveLimiteGioco', p, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 8000 });
    await post('/api/Account/SaveLimiteGioco', p, { tipo: 'tempo', tipoPeriodo: 'WW', valore: 600 });
    await post('/api/Account/SavePromemoriaSessione', p, { minuti: 30 });
    await portOf(t).openTicket(sportTicket(p.id, 1200));
    const now = t.clock.now();
    await t.deps.db.insert(betSessions).values({
      id: `bo-${p.id}`,
      userId: p.id,
      createdAt: new Date(now.getTime() - 3 * 3_600_000),
      lastSeenAt: new Date(now.getTime() - 2 * 3_600_000),
      revokedAt: new Date(now.getTime() - 2 * 3_600_000),
      revokeReason: 'logout',
    });

    const r = await playerPage(p.id, await operatorToken(t, 'democompliance'));
    expect(r.statusCode).toBe(200);
    const d = r.json().ResponseData;
    expect(d.limitiGioco).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'spesa', periodo: 'WW', importo: 5000, utilizzato: 1200, inAttesa: 8000 }),
        expect.objectContaining({ tipo: 'tempo', periodo: 'WW', importo: 600 }),
      ]),
    );
    expect(
      d.storicoLimitiGioco.map((c: { tipo: string; prima: number | null; importo: number; inAttesa: number | null }) => [
        c.tipo,
        c.prima,
        c.importo,
        c.inAttesa,
      ]),
    ).toEqual([
      ['tempo', null, 600, null],
      ['spesa', 5000, 5000, 8000],
      ['spesa', null, 5000, null],
    ]);
    expect(d.tempoGioco.giorno).toBeGreaterThanOrEqual(60);
    expect(d.tempoGioco.settimana).toBeGreaterThanOrEqual(d.tempoGioco.giorno);
    expect(d).toMatchObject({ promemoriaMinuti: 30, promemoriaScelto: true });

    // A player (even this one) is refused: 401 on an operator call; an operator without the role: 403.
    expect((await playerPage(p.id, p.token)).statusCode).toBe(401);
    expect((await dashboard(p.token)).statusCode).toBe(401);
    const [roleless] = await t.deps.db
      .insert(users)
      .values({
        username: `noroles${p.id}`,
        passwordHash: 'x',
        email: `noroles${p.id}@betsite.example`,
        cellulare: `+3933300${String(p.id).padStart(5, '0')}`,
        nome: 'N',
        cognome: 'R',
        contratto: `91${String(p.id).padStart(8, '0')}`,
        role: 'operator',
      })
      .returning();
    const rolelessToken = await t.deps.sessions.sign({ userId: roleless!.id, sessionId: await t.deps.sessions.create(roleless!.id, {}, 'backoffice') });
    const refused = await playerPage(p.id, rolelessToken);
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain('limitiGioco');
    expect((await dashboard(rolelessToken)).statusCode).toBe(403);
  });

  it('the dashboard counts the players at a limit in its current window', async () => {
    const op = await operatorToken(t, 'demoadmin');
    const before = (await dashboard(op)).json().ResponseData.giocatoriAlLimite as number;
    // One player spends the whole spending limit, one reaches only half of it.
    const full = await createPlayer(t, { cash: 10_000 });
    const half = await createPlayer(t, { cash: 10_000 });
    for (const x of [full, half]) await post('/api/Account/SaveLimiteGioco', x, { tipo: 'spesa', tipoPeriodo: 'WW', valore: 2000 });
    await portOf(t).openTicket(sportTicket(full.id, 2000));
    await portOf(t).openTicket(sportTicket(half.id, 1000));
    expect((await dashboard(op)).json().ResponseData.giocatoriAlLimite).toBe(before + 1);
    // A player whose time limit is used up counts too.
    const timed = await createPlayer(t);
    await post('/api/Account/SaveLimiteGioco', timed, { tipo: 'tempo', tipoPeriodo: 'WW', valore: 30 });
    const now = t.clock.now();
    await t.deps.db.insert(betSessions).values({
      id: `bo-timed-${timed.id}`,
      userId: timed.id,
      createdAt: new Date(now.getTime() - 3_600_000),
      lastSeenAt: new Date(now.getTime() - 60_000),
      revokedAt: new Date(now.getTime() - 60_000),
      revokeReason: 'logout',
    });
    expect((await dashboard(op)).json().ResponseData.giocatoriAlLimite).toBe(before + 2);
  });
});
