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

  it('refuses a value its variable cannot hold, with the reason, and changes nothing', async () => {
    const op = { authorization: `Bearer ${await operatorToken(t)}` };
    const set = (name: string, value: string) =>
      t.app.inject({ method: 'POST', url: '/api/Backoffice/SetSiteVariable', headers: op, payload: { name, value } });
    const variables = async () => (await t.app.inject({ url: '/api/Environment/GetSiteConfig' })).json().ResponseData.variables;
    const before = await variables();
    for (const [name, value, reason] of [
      // An empty maximum read as 0 (every bet refused); a negative minimum as no minimum at all.
      ['Scommesse_ImportoMax', '', 'un numero intero da 1'],
      ['Scommesse_ImportoMin', '-5', 'un numero intero da 1'],
      ['Scommesse_QuotaMin', '50', 'un numero intero da 100'],
      ['VerifyContacts_Days', '1.5', 'un numero intero'],
      ['StatusModal_Closable', 'forse', 'true oppure false'],
      ['LiveChat_Url', 'javascript:alert(1)', 'inizia con / oppure con https://'],
      ['ContrattoDiGioco_Url', '//altrosito.example/contratto', 'inizia con /'],
      ['SupportEmail', 'non è una mail', 'indirizzo e-mail'],
      ['Mobile_CustomPattern', '([0-9]', 'espressione regolare'],
      // Patterns that compile but backtrack for seconds on a 20-character number (ReDoS), run on every registration.
      ['Mobile_CustomPattern', `^${'(.*)'.repeat(12)}x$`, 'al massimo 2 ripetizioni illimitate'],
      ['Mobile_CustomPattern', '(a+)+$', 'non può contenere altre ripetizioni'],
      ['Mobile_CustomPattern', `^3${'\\d'.repeat(200)}$`, 'al massimo 100 caratteri'],
      ['Registration_DisabledSteps', '1,10', 'da 2 a 9'],
      // The stake limits stay in order (the demo's maximum is 100000 cents).
      ['Scommesse_ImportoMin', '200000', 'non può superare l’importo massimo'],
      ['Scommesse_ImportoMax', '50', 'non può essere inferiore all’importo minimo'],
      // An unknown responsible-gaming rule set was read, silently, as the default one.
      ['ResponsibleGaming_RuleSet', 'adm2O26', 'nessun insieme di regole del gioco responsabile si chiama «adm2O26»'],
    ]) {
      const r = await set(name!, value!);
      expect(r.statusCode, `${name}=${value}`).toBe(400);
      expect(r.json().ResponseMessage, `${name}=${value}`).toContain(reason);
      expect(r.json().errors).toEqual([{ field: 'value', message: r.json().ResponseMessage }]);
    }
    expect(await variables()).toEqual(before);
    // Good values still pass: a page of the site, an https address, an empty link, steps, a pattern.
    for (const [name, value] of [
      ['LiveChat_Url', 'https://chat.betsite.example/aiuto'],
      ['SocialGroupLink', ''],
      ['Registration_DisabledSteps', '9, 4'],
      ['Mobile_CustomPattern', '^3\\d{8,9}$'],
      ['Scommesse_ImportoMin', '200'],
      ['StatusModal_Closable', 'false'],
      ['ResponsibleGaming_RuleSet', 'adm2026'],
      ['ResponsibleGaming_RuleSet', 'spec'],
    ])
      expect((await set(name!, value!)).json().ResponseCode, `${name}=${value}`).toBe(0);
  });
});
