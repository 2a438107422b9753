/**
 * Issue 32, "Sessions keep their side": a back-office session is refused (401) by every player call,
 * and a player's session — an operator's own site login included — by every operator call. The
 * routes are not listed here: each route's authentication hook carries its side (`route-sides.ts`),
 * so a call added later is walked as soon as it is registered.
 */
import { describe, expect, it } from 'vitest';
import { bearer, dbLabel, operatorToken, playerToken, useTestApp } from '../test-support.ts';

const t = useTestApp();
let ip = 0;
const nextIp = () => `10.232.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

/** Calls any session may make on itself or that check their own reader: token renewal, a document image. */
const EITHER = ['GET /api/Account/RefreshToken', 'GET /api/Account/GetDocumento'];

const call = (route: string, token?: string) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = path.replace(/:(\w+)/g, '1');
  return t.app.inject({ method, url, headers: bearer(token), remoteAddress: nextIp(), ...(method !== 'GET' && { payload: {} }) });
};

describe(`sessions keep their side (${dbLabel()})`, () => {
  it('every player call refuses a back-office token with 401, every operator call a player token', async () => {
    const routes = [...t.app.routeSides].filter(([route]) => route.includes(' /api/'));
    const player = routes.filter(([, side]) => side === 'player').map(([r]) => r);
    const operator = routes.filter(([, side]) => side === 'backoffice').map(([r]) => r);
    expect(player.length).toBeGreaterThan(60);
    expect(operator.length).toBeGreaterThan(25);
    expect(routes.filter(([, side]) => side === 'either').map(([r]) => r)).toEqual(EITHER);

    const backoffice = await operatorToken(t, 'demoadmin');
    const site = await playerToken(t, 'demouser1');
    // An operator who logged in on the site (password only): a player's session, never an operator's.
    const operatorOnSite = await playerToken(t, 'demooperator');
    const wrong: string[] = [];
    for (const route of player) {
      const r = await call(route, backoffice);
      if (r.statusCode !== 401) wrong.push(`${route} with a back-office token → ${r.statusCode}`);
    }
    for (const route of operator) {
      for (const [who, token] of [
        ['a player token', site],
        ["an operator's site token", operatorOnSite],
      ] as const) {
        const r = await call(route, token);
        if (r.statusCode !== 401) wrong.push(`${route} with ${who} → ${r.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The tokens were live all along: each side still reaches its own calls.
    expect((await call('GET /api/Account/EL_RefreshBalance', site)).statusCode).toBe(200);
    expect((await call('GET /api/Backoffice/Me', backoffice)).statusCode).toBe(200);
  });

  it('the four calls named by the issue, and the calls that read a token themselves, treat a back-office token as none', async () => {
    const backoffice = await operatorToken(t, 'demoadmin');
    const prelievo = await t.app.inject({ method: 'POST', url: '/api/Account/Prelievo', headers: bearer(backoffice), payload: { importo: 1000 } });
    expect(prelievo.statusCode).toBe(401);
    for (const url of ['/api/Account/EL_RefreshBalance', '/api/Account/EL_GetAnagrafica', '/api/Notifications/GetNotify'])
      expect((await t.app.inject({ url, headers: bearer(backoffice) })).statusCode, url).toBe(401);
    expect((await t.app.inject({ url: '/api/Account/CheckAuth', headers: bearer(backoffice) })).json().Success).toBe(false);
    expect((await t.app.inject({ url: `/api/Account/CheckAuth?token=${backoffice}` })).json().Success).toBe(false);
    expect((await t.app.inject({ url: '/api/BetPlay/TicketPrint?id=X1', headers: bearer(backoffice) })).statusCode).toBe(401);
    // The operator's session is untouched by all this.
    expect((await t.app.inject({ url: '/api/Backoffice/Me', headers: bearer(backoffice) })).statusCode).toBe(200);
  });
});
