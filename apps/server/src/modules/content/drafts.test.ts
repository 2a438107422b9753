import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, operatorToken, type TestApp } from '../../test-support.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { FastifyRequest } from 'fastify';
import { API } from '@betsite/contract/api-paths';
import type { PageReads } from '../../platform/page-data.ts';
import { contentPageReads } from './routes.ts';

let t: TestApp;
let op: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  op = { authorization: `Bearer ${await operatorToken(t, 'democontent')}` };
  Object.assign(pageReads, contentPageReads(t.deps, t.services));
});
afterAll(async () => t?.close());

type Send = { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> };
const send = ({ method = 'GET', url, payload, headers = op }: Send) => t.app.inject({ method, url, payload, headers });
const publicArea = async (area: string, cookie?: string) =>
  (
    (await t.app.inject({ url: `/api/CMS/GetCmsObject?id=&layoutArea=${area}`, headers: cookie ? { cookie } : {} })).json().ResponseData.Data as {
      Id: number;
      Name: string;
    }[]
  ).map((o) => o.Name);
const publicParams = async (id: number, cookie?: string) =>
  (await t.app.inject({ url: `/api/CMS/GetCMSObjParameters?id=${id}`, headers: cookie ? { cookie } : {} })).json();
const auditCount = async (target: string) =>
  (
    await t.deps.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'content.%'), eq(auditLog.target, target)))
  ).length;
/** The page render's content reads (platform/page-data.ts). */
const pageReads = {} as PageReads;
/** A page request carrying `cookie`, as the preview's render reads it. */
const asRequest = (cookie: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;
/** The preview cookie as the browser would send it back (name=value only). */
const previewCookie = async (id: number) => {
  const r = await send({ method: 'POST', url: '/api/CMS/Admin/Preview', payload: { Id: id } });
  expect(r.statusCode).toBe(200);
  const setCookie = String(r.headers['set-cookie']);
  expect(setCookie).toMatch(/^bo_anteprima=[^;]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Strict/);
  return setCookie.split(';')[0]!;
};

describe(`content drafts, publishing and preview as a visitor (${dbLabel()})`, () => {
  it('keeps a new draft and an edit of a published page away from visitors until published; the preview cookie shows them', async () => {
    const published = (
      await send({
        method: 'POST',
        url: '/api/CMS/Admin/Objects',
        payload: { LayoutArea: 'Draft_Area', Name: 'Pubblicato', TypeName: 'html_block', Parameters: { html: '<p>vecchio</p>' } },
      })
    ).json().ResponseData;
    const fresh = (
      await send({
        method: 'POST',
        url: '/api/CMS/Admin/Objects',
        payload: { LayoutArea: 'Draft_Area', Name: 'Bozza nuova', TypeName: 'html_block', Hidden: true, Parameters: { html: '<p>nuovo</p>' } },
      })
    ).json().ResponseData;
    expect(fresh.Hidden).toBe(true);
    expect(await publicArea('Draft_Area')).toEqual(['Pubblicato']);

    // A draft of the published object: visitors keep the published content, the operator sees the draft.
    const draft = await send({
      method: 'PUT',
      url: `/api/CMS/Admin/Objects/${published.Id}/Draft`,
      payload: { Name: 'Pubblicato v2', Parameters: { html: '<p>nuovo</p><script>alert(1)</script>' } },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().ResponseData).toMatchObject({ Name: 'Pubblicato', Draft: { Name: 'Pubblicato v2', Parameters: { html: '<p>nuovo</p>' } } });
    expect(await publicArea('Draft_Area')).toEqual(['Pubblicato']);
    expect((await publicParams(published.Id)).ResponseData).toEqual({ html: '<p>vecchio</p>' });

    // Preview: the cookie shows the previewed object's draft, and nothing else changes.
    const cookie = await previewCookie(published.Id);
    expect(await publicArea('Draft_Area', cookie)).toEqual(['Pubblicato v2']);
    expect((await publicParams(published.Id, cookie)).ResponseData).toEqual({ html: '<p>nuovo</p>' });
    const freshCookie = await previewCookie(fresh.Id);
    expect(await publicArea('Draft_Area', freshCookie)).toEqual(['Pubblicato', 'Bozza nuova']);
    expect((await publicParams(fresh.Id)).ResponseCode).toBe(-1);
    expect((await publicParams(fresh.Id, freshCookie)).ResponseData).toEqual({ html: '<p>nuovo</p>' });

    // The server's render of a page with the cookie is its own, whose content reads show the draft;
    // a visitor's render, even one running at the same time, shows the published site.
    const renderArea = async () =>
      ((await pageReads[API.CMS.GetCmsObject]!({ id: '', layoutArea: 'Draft_Area' })) as { ResponseData: { Data: { Name: string }[] } }).ResponseData.Data.map(
        (o) => o.Name,
      );
    const own = await t.services.previews.renderScope(asRequest(freshCookie));
    expect(own).not.toBeNull();
    expect(await Promise.all([own!(renderArea), renderArea(), own!(renderArea)])).toEqual([
      ['Pubblicato', 'Bozza nuova'],
      ['Pubblicato'],
      ['Pubblicato', 'Bozza nuova'],
    ]);
    expect(await t.services.previews.renderScope(asRequest(''))).toBeNull();

    // A forged, tampered or expired cookie shows the published site only, and gets no render of its own.
    const [name, value] = cookie.split('=') as [string, string];
    const [h, p, s] = value.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ids: [fresh.Id], aud: 'cms-preview', exp: 9999999999 })).toString('base64url');
    for (const bad of [
      `${name}=${h}.${forgedPayload}.${s}`,
      `${name}=${h}.${p}.${s.slice(0, -2)}xx`,
      `${name}=nonvalido`,
      `${name}=${'a'.repeat(5000)}`,
      `${name}=\u0000`,
    ]) {
      expect(await publicArea('Draft_Area', bad)).toEqual(['Pubblicato']);
      expect(await t.services.previews.renderScope(asRequest(bad))).toBeNull();
    }
    t.clock.advance(16 * 60_000);
    expect(await publicArea('Draft_Area', freshCookie)).toEqual(['Pubblicato']);
    expect(await t.services.previews.renderScope(asRequest(freshCookie))).toBeNull();
    // (the idle back office signed the operator out meanwhile)
    op = { authorization: `Bearer ${await operatorToken(t, 'democontent')}` };

    // Publishing applies the draft, shows the object and clears the draft; one audit row each.
    const pub = await send({ method: 'POST', url: `/api/CMS/Admin/Objects/${published.Id}/Publish` });
    expect(pub.json().ResponseData).toMatchObject({ Name: 'Pubblicato v2', Hidden: false, Draft: null });
    await send({ method: 'POST', url: `/api/CMS/Admin/Objects/${fresh.Id}/Publish` });
    expect(await publicArea('Draft_Area')).toEqual(['Pubblicato v2', 'Bozza nuova']);
    expect((await publicParams(published.Id)).ResponseData).toEqual({ html: '<p>nuovo</p>' });
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `cms:${published.Id}`));
    expect(rows.map((r) => r.action).sort()).toEqual(['content.create', 'content.draft', 'content.publish']);
    expect(rows.find((r) => r.action === 'content.publish')).toMatchObject({
      operatorUsername: 'democontent',
      before: expect.objectContaining({ Name: 'Pubblicato' }),
    });
  });

  it('refuses bad drafts and previews with an Italian 400 or 404, changing nothing and writing no audit row', async () => {
    const obj = (
      await send({ method: 'POST', url: '/api/CMS/Admin/Objects', payload: { LayoutArea: 'Draft_Area2', Name: 'Uno', TypeName: 'html_block' } })
    ).json().ResponseData;
    const target = `cms:${obj.Id}`;
    expect(await auditCount(target)).toBe(1);
    const bad: Send[] = [
      { method: 'PUT', url: `/api/CMS/Admin/Objects/${obj.Id}/Draft`, payload: { VisibleFrom: '2030-01-02T00:00:00Z', VisibleTo: '2030-01-01T00:00:00Z' } },
      { method: 'PUT', url: `/api/CMS/Admin/Objects/${obj.Id}/Draft`, payload: { Name: '' } },
      { method: 'PUT', url: `/api/CMS/Admin/Objects/${obj.Id}/Draft`, payload: { Visibility: 9 } },
      { method: 'PUT', url: `/api/CMS/Admin/Objects/${obj.Id}/Draft`, payload: { Name: 'a\u0000b' } },
      { method: 'PUT', url: '/api/CMS/Admin/Objects/abc/Draft', payload: { Name: 'x' } },
      { method: 'POST', url: '/api/CMS/Admin/Preview', payload: { Id: 'uno' } },
      { method: 'POST', url: '/api/CMS/Admin/Preview', payload: {} },
    ];
    for (const b of bad) {
      const r = await send(b);
      expect(r.statusCode, b.url).toBe(400);
      expect(r.json().ResponseMessage, b.url).toMatch(/[a-zà-ù]/);
      expect(r.json().ResponseMessage, b.url).not.toMatch(/invalid|expected|required/i);
    }
    for (const b of [
      { method: 'PUT', url: '/api/CMS/Admin/Objects/999999/Draft', payload: { Name: 'x' } },
      { method: 'POST', url: '/api/CMS/Admin/Objects/999999/Publish' },
      { method: 'POST', url: '/api/CMS/Admin/Preview', payload: { Id: 999999 } },
    ] as Send[]) {
      const r = await send(b);
      expect(r.statusCode, b.url).toBe(404);
      expect(r.headers['set-cookie']).toBeUndefined();
    }
    const admin = (await send({ url: '/api/CMS/Admin/Objects?layoutArea=Draft_Area2' })).json().ResponseData[0];
    expect(admin).toMatchObject({ Name: 'Uno', Draft: null });
    expect(await auditCount(target)).toBe(1);
  });
});

describe(`content audit rows are written in the action's transaction (${dbLabel()})`, () => {
  it('a failing action leaves no audit row, a succeeding one exactly one', async () => {
    const a = (await send({ method: 'POST', url: '/api/CMS/Admin/Objects', payload: { LayoutArea: 'Audit_Area', Name: 'A', TypeName: 'html_block' } })).json()
      .ResponseData;
    const parent = (
      await send({ method: 'POST', url: '/api/CMS/Admin/Objects', payload: { LayoutArea: 'Audit_Area', Name: 'P', TypeName: 'html_block' } })
    ).json().ResponseData;
    const child = (
      await send({
        method: 'POST',
        url: '/api/CMS/Admin/Objects',
        payload: { LayoutArea: 'Audit_Area', ParentId: parent.Id, Name: 'C', TypeName: 'html_block' },
      })
    ).json().ResponseData;
    const before = (await t.deps.db.select().from(auditLog)).length;
    // Fails halfway: the ids exist but are not siblings (checked after reading them).
    expect((await send({ method: 'POST', url: '/api/CMS/Admin/Reorder', payload: { Ids: [a.Id, child.Id] } })).statusCode).toBe(400);
    // Fails in the service: a schedule ending before it starts, a parent that is the object itself.
    expect(
      (
        await send({
          method: 'PUT',
          url: `/api/CMS/Admin/Objects/${a.Id}`,
          payload: { VisibleFrom: '2030-01-02T00:00:00Z', VisibleTo: '2030-01-01T00:00:00Z' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await send({ method: 'PUT', url: `/api/CMS/Admin/Objects/${a.Id}`, payload: { ParentId: a.Id } })).statusCode).toBe(400);
    expect((await send({ method: 'POST', url: '/api/CMS/Admin/Objects/999999/Hide', payload: { Hidden: true } })).statusCode).toBe(404);
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before);

    expect((await send({ method: 'POST', url: '/api/CMS/Admin/Reorder', payload: { Ids: [parent.Id, a.Id] } })).statusCode).toBe(200);
    expect((await send({ method: 'POST', url: `/api/CMS/Admin/Objects/${a.Id}/Hide`, payload: { Hidden: true } })).statusCode).toBe(200);
    const after = await t.deps.db.select().from(auditLog).where(like(auditLog.action, 'content.%'));
    expect(after.filter((r) => r.action === 'content.reorder' && r.target === `cms:${parent.Id},${a.Id}`)).toHaveLength(1);
    expect(after.filter((r) => r.action === 'content.hide' && r.target === `cms:${a.Id}`)).toHaveLength(1);
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before + 2);
  });
});
