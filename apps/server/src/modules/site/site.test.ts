import { describe, expect, it } from 'vitest';
import { dbLabel, operatorToken, playerToken, useTestApp } from '../../test-support.ts';

const t = useTestApp();

const tokenOf = (username: string) => playerToken(t, username);

describe(`site modules and variables (${dbLabel()})`, () => {
  it('exposes every module, variable and the idle timings', async () => {
    const c = (await t.app.inject({ url: '/api/Environment/GetSiteConfig' })).json().ResponseData;
    expect(c.modules.Deposit).toBe(true);
    expect(c.variables.VIP_System_Enabled).toBe('true');
    expect(c.idle).toEqual({ idleSeconds: 1200, timeoutSeconds: 600, warningSeconds: 15, pingSeconds: 300 });
  });

  it('lets an operator switch a module and set a variable, seen at once', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Backoffice/SetSiteModule',
      headers: op,
      payload: { name: 'ConsentiSoloPrelievo', enabled: true },
    });
    expect(r.json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: '/api/Environment/GetSiteModule?siteModule=ConsentiSoloPrelievo' })).json().ResponseData).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteModule', headers: op, payload: { name: 'ConsentiSoloPrelievo', enabled: false } });
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/Backoffice/SetSiteVariable',
      headers: op,
      payload: { name: 'SupportEmail', value: 'aiuto@betsite.example' },
    });
    expect(v.json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: '/api/Environment/GetSiteConfig' })).json().ResponseData.variables.SupportEmail).toBe('aiuto@betsite.example');
  });

  it('refuses unknown names, bad bodies, players and visitors', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const unknown = await t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteModule', headers: op, payload: { name: 'Inventato', enabled: true } });
    expect(unknown.json()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Modulo sconosciuto: Inventato' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteModule', headers: op, payload: { name: 'Deposit', enabled: 'sì' } });
    expect(bad.statusCode).toBe(400);
    const player = { authorization: `Bearer ${await tokenOf('demouser1')}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteModule', headers: player, payload: { name: 'Deposit', enabled: false } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteVariable', payload: { name: 'SiteId', value: '87' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/Environment/GetSiteModule?siteModule=Deposit' })).json().ResponseData).toBe(true);
  });

  it('lets an operator set a known variable the demo leaves unset, and answers unknown names as off', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const set = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteVariable', headers: op, payload: { name, value: 'soci@betsite.example' } });
    expect((await set('Affiliate_Email')).json().ResponseCode).toBe(0);
    expect((await t.app.inject({ url: '/api/Environment/GetSiteConfig' })).json().ResponseData.variables.Affiliate_Email).toBe('soci@betsite.example');
    expect((await set('Inventata')).json()).toMatchObject({ ResponseCode: -1, ResponseMessage: 'Variabile sconosciuta: Inventata' });
    for (const name of ['Inventato', 'constructor', '__proto__'])
      expect((await t.app.inject({ url: `/api/Environment/GetSiteModule?siteModule=${name}` })).json().ResponseData).toBe(false);
  });
});
