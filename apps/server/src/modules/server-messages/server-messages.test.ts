import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { login, operatorLogin } from '../payments/deposits/test-helpers.ts';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const titles = (r: { json(): { ResponseData: { Title: string }[] } }) => r.json().ResponseData.map((m) => m.Title);

describe(`server messages (${dbLabel()})`, () => {
  it('GetMessages: seeded messages for every trigger and template; 2 and 3 only with a session', async () => {
    const visitor = await get('/api/Environment/GetMessages?trigger=1&page=/pages/contatti&platform=web');
    expect(visitor.statusCode).toBe(200);
    expect(
      visitor
        .json()
        .ResponseData.map((m: { TemplateId: number }) => m.TemplateId)
        .sort(),
    ).toEqual([1, 2]);
    expect(visitor.json().ResponseData[0]).toMatchObject({
      Title: 'Benvenuto su Betsite',
      SpecificPage: '/pages/contatti',
      MaxVisualization_Number: 2,
      Button_InternalLink: '/account/registration',
    });
    // Another page: the messages tied to /pages/contatti are not for it.
    expect(titles(await get('/api/Environment/GetMessages?trigger=1&page=/faq'))).toEqual([]);
    expect((await get('/api/Environment/GetMessages?trigger=2')).json().ResponseData).toEqual([]);
    expect((await get('/api/Environment/GetMessages?trigger=3', { authorization: 'Bearer forged' })).json().ResponseData).toEqual([]);
    const u = await login(t, 'demouser1');
    for (const trigger of [2, 3]) {
      const r = (await get(`/api/Environment/GetMessages?trigger=${trigger}`, u.headers)).json();
      expect(r.ResponseData.map((m: { TemplateId: number }) => m.TemplateId).sort()).toEqual([1, 2]);
    }
  });

  it('bad input answers 400 in Italian', async () => {
    for (const q of ['', '?trigger=0', '?trigger=4', '?trigger=abc', '?trigger=1&platform=fax', `?trigger=1&page=${'x'.repeat(301)}`]) {
      const r = await get(`/api/Environment/GetMessages${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().ResponseMessage).toBeTruthy();
    }
    expect((await get('/api/Environment/GetMessages?trigger=9')).json().ResponseMessage).toBe(
      'Trigger non valido: 1 (non loggato), 2 (loggato) o 3 (prima del logout)',
    );
  });

  it('operator API: create, schedule, change, retire; players refused; hostile links refused', async () => {
    const op = await operatorLogin(t);
    const player = await login(t, 'demouser1');
    const send = (method: 'POST' | 'PUT', url: string, body: unknown, headers = op.headers) => t.app.inject({ method, url, headers, payload: body as object });
    const body = {
      Trigger: 1,
      TemplateId: 2,
      Title: 'Manutenzione',
      Body: 'Stanotte dalle 2 alle 3.',
      SpecificPage: '/pages/privacy',
      MaxVisualization_Number: 1,
    };
    expect((await send('POST', '/api/Environment/Admin/Messages', body, player.headers)).statusCode).toBe(401);
    expect((await send('POST', '/api/Environment/Admin/Messages', body, {})).statusCode).toBe(401);
    const created = (await send('POST', '/api/Environment/Admin/Messages', body)).json().ResponseData;
    expect(created).toMatchObject({ Title: 'Manutenzione', Trigger: 1, TemplateId: 2, RetiredAt: null });
    expect(titles(await get('/api/Environment/GetMessages?trigger=1&page=/pages/privacy'))).toEqual(['Manutenzione']);

    // Scheduled in the future: not served yet; then the window opens.
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await send('PUT', `/api/Environment/Admin/Messages/${created.Id}`, { ValidFrom: later });
    expect(titles(await get('/api/Environment/GetMessages?trigger=1&page=/pages/privacy'))).toEqual([]);
    const bad = await send('PUT', `/api/Environment/Admin/Messages/${created.Id}`, { ValidTo: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ResponseMessage).toBe('La data di fine deve seguire quella di inizio');
    await send('PUT', `/api/Environment/Admin/Messages/${created.Id}`, { ValidFrom: null });
    expect(titles(await get('/api/Environment/GetMessages?trigger=1&page=/pages/privacy'))).toEqual(['Manutenzione']);

    const retired = await send('POST', `/api/Environment/Admin/Messages/${created.Id}/Retire`, undefined);
    expect(retired.json().ResponseMessage).toBe('Messaggio ritirato');
    expect(titles(await get('/api/Environment/GetMessages?trigger=1&page=/pages/privacy'))).toEqual([]);
    expect((await send('POST', '/api/Environment/Admin/Messages/99999/Retire', undefined)).statusCode).toBe(404);
    expect((await send('PUT', '/api/Environment/Admin/Messages/abc', { Title: 'x' })).statusCode).toBe(400);

    for (const hostile of [
      { ...body, Button_ExternalLink: 'javascript:alert(1)' },
      { ...body, ImageUrl: '//evil.example/x.png' },
      { ...body, SpecificPage: 'pages/privacy' },
      { ...body, Trigger: 4 },
      { ...body, TemplateId: 3 },
      { ...body, Title: '' },
      { ...body, Title: 'a\u0000b' },
      { ...body, Extra: true },
      { ...body, ValidFrom: '2026-12-01T00:00:00Z', ValidTo: '2026-11-01T00:00:00Z' },
    ]) {
      const r = await send('POST', '/api/Environment/Admin/Messages', hostile);
      expect(r.statusCode, JSON.stringify(hostile)).toBe(400);
    }
    const list = (await t.app.inject({ url: '/api/Environment/Admin/Messages', headers: op.headers })).json().ResponseData;
    expect(list.length).toBeGreaterThanOrEqual(7);

    // The body is HTML shown on the site: sanitised when written, created or changed.
    const marked = (
      await send('POST', '/api/Environment/Admin/Messages', { ...body, Body: '<b>Attenzione</b><img src=x onerror=alert(1)><script>x()</script>' })
    ).json().ResponseData;
    expect(marked.Body).toBe('<b>Attenzione</b><img src="x" />');
    const changed = (await send('PUT', `/api/Environment/Admin/Messages/${marked.Id}`, { Body: '<a href="javascript:alert(1)">qui</a> < 2' })).json()
      .ResponseData;
    expect(changed.Body).not.toContain('javascript:');
    expect(changed.Body).toContain('qui');
  });

  it('retiring a message already retired changes nothing: the first retirement time stays and no second audit row is written', async () => {
    const op = await operatorLogin(t);
    const send = (method: 'POST', url: string, body?: object) => t.app.inject({ method, url, headers: op.headers, payload: body });
    const created = (
      await send('POST', '/api/Environment/Admin/Messages', { Trigger: 1, TemplateId: 1, Title: 'Ritiro doppio', Body: 'Una volta sola.' })
    ).json().ResponseData;
    const retireRows = () =>
      t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'message.retire'), eq(auditLog.target, `message:${created.Id}`)));
    const first = await send('POST', `/api/Environment/Admin/Messages/${created.Id}/Retire`);
    expect(first.json()).toMatchObject({ ResponseCode: 0, ResponseMessage: 'Messaggio ritirato' });
    const retiredAt = first.json().ResponseData.RetiredAt;
    expect(retiredAt).toBeTruthy();
    expect(await retireRows()).toHaveLength(1);
    t.clock.advance(60_000);
    for (let i = 0; i < 2; i++) {
      const again = await send('POST', `/api/Environment/Admin/Messages/${created.Id}/Retire`);
      expect(again.statusCode).toBe(200);
      expect(again.json().ResponseData.RetiredAt).toBe(retiredAt);
    }
    expect(await retireRows()).toHaveLength(1);
  });
});
