import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, operatorToken, totpAt, type TestApp } from '../../test-support.ts';
import {
  auditLog,
  betSessions,
  bonusCampaigns,
  cmsObjects,
  notifications,
  playerBonuses,
  playerNotes,
  serverMessages,
  siteModules,
  siteVariables,
  users,
} from '../../db/schema/index.ts';
import { DEMO_OPERATORS, DEMO_PASSWORD } from '../../demo/users.ts';
import { AUDIT_FAULT, injectAuditFault } from './audit-fault.ts';

/**
 * Every operator action writes its audit row in the transaction of the change itself: when the row
 * cannot be written, the change does not happen; when the action fails, no row is written; when it
 * succeeds, exactly one. The fault is injected in the database: a trigger refuses audit rows from
 * requests whose User-Agent is 'audit-fault' (the app cannot tell that apart from a failing disk).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await injectAuditFault(t);
  admin = await operatorToken(t, 'demoadmin');
});
afterAll(async () => t?.close());

const FAULT = AUDIT_FAULT;
/** A module whose switch affects none of the other actions here (ConsentiSoloPrelievo would stop the bonus grant). */
const HARMLESS_MODULE = 'MessageAlertPrelievi_Attivo';
const auditTotal = async () => Number((await t.deps.db.select({ n: count() }).from(auditLog))[0]!.n);
const auditOf = async (action: string) => Number((await t.deps.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n);
const rowsOf = async (table: Parameters<ReturnType<TestApp['deps']['db']['select']>['from']>[0], where?: ReturnType<typeof eq>) =>
  Number((await t.deps.db.select({ n: count() }).from(table).where(where))[0]!.n);
const userId = async (username: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
/** The first campaign this file made ('Atomica n'). */
const firstAtomicCampaign = async () =>
  (
    await t.deps.db
      .select()
      .from(bonusCampaigns)
      .where(sql`${bonusCampaigns.name} like 'Atomica %'`)
      .limit(1)
  )[0];

interface Case {
  action: string;
  /** Sends the action; `headers` carries the fault when asked. */
  send(headers: Record<string, string>): Promise<{ statusCode: number; json(): { ResponseCode?: number } }>;
  /** Something that tells whether the change happened (a count, a value). */
  state(): Promise<unknown>;
}

function cases(): Case[] {
  const as = (headers: Record<string, string>, token = admin) => ({ ...headers, authorization: `Bearer ${token}` });
  const post =
    (url: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
    (headers: Record<string, string>) =>
      t.app.inject({ method, url, payload, headers: as(headers) });
  let campaignSeq = 0;
  return [
    {
      action: 'content.create',
      send: (h) => post('/api/CMS/Admin/Objects', { LayoutArea: 'Atomic_Area', Name: 'Blocco', TypeName: 'html_block' })(h),
      state: () => rowsOf(cmsObjects, eq(cmsObjects.layoutArea, 'Atomic_Area')),
    },
    {
      action: 'message.create',
      send: (h) => post('/api/Environment/Admin/Messages', { Trigger: 1, TemplateId: 2, Title: 'Atomico', Body: 'Prova' })(h),
      state: () => rowsOf(serverMessages, eq(serverMessages.title, 'Atomico')),
    },
    {
      action: 'site.module',
      send: async (h) => {
        const [m] = await t.deps.db.select().from(siteModules).where(eq(siteModules.name, HARMLESS_MODULE));
        return post('/api/Backoffice/SetSiteModule', { name: HARMLESS_MODULE, enabled: !m!.enabled })(h);
      },
      state: async () => (await t.deps.db.select().from(siteModules).where(eq(siteModules.name, HARMLESS_MODULE)))[0]!.enabled,
    },
    {
      action: 'site.variable',
      send: (h) => post('/api/Backoffice/SetSiteVariable', { name: 'SupportEmail', value: `aiuto${Date.now()}@betsite.example` })(h),
      state: async () => (await t.deps.db.select().from(siteVariables).where(eq(siteVariables.name, 'SupportEmail')))[0]?.value,
    },
    {
      action: 'notification.send',
      send: async (h) => post('/api/Notifications/Admin/Send', { UserId: await userId('demobonus1'), Title: 'Atomica', Body: 'Prova' })(h),
      state: () => rowsOf(notifications, eq(notifications.title, 'Atomica')),
    },
    {
      action: 'bonus.campaign.create',
      send: (h) =>
        post('/api/Backoffice/BonusCampaigns', {
          name: `Atomica ${++campaignSeq}`,
          trigger: 'manual',
          family: 1,
          amount: 500,
          startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
          endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        })(h),
      state: () => rowsOf(bonusCampaigns, sql`${bonusCampaigns.name} like 'Atomica %'`),
    },
    {
      action: 'bonus.grant',
      send: async (h) => {
        const c = await firstAtomicCampaign();
        return post('/api/Backoffice/BonusGrant', { campaignId: c!.id, username: 'demobonus1' })(h);
      },
      state: async () => rowsOf(playerBonuses, eq(playerBonuses.userId, await userId('demobonus1'))),
    },
    {
      action: 'bonus.campaign.end',
      send: async (h) => {
        const c = await firstAtomicCampaign();
        return post('/api/Backoffice/BonusCampaignEnd', { id: c!.id })(h);
      },
      state: async () => rowsOf(bonusCampaigns, and(sql`${bonusCampaigns.name} like 'Atomica %'`, sql`${bonusCampaigns.endedAt} is not null`)),
    },
    {
      action: 'player.note',
      send: async (h) => post(`/api/Backoffice/Players/${await userId('demobonus1')}/Notes`, { testo: 'Nota atomica' })(h),
      state: () => rowsOf(playerNotes, eq(playerNotes.body, 'Nota atomica')),
    },
    {
      action: 'player.session.revoke',
      send: async (h) => {
        const player = await userId('demobonus1');
        const [live] = await t.deps.db
          .select()
          .from(betSessions)
          .where(and(eq(betSessions.userId, player), sql`${betSessions.revokedAt} is null`));
        const sid = live?.id ?? (await t.deps.sessions.create(player, {}, 'player'));
        return post(`/api/Backoffice/Players/${player}/Sessions/${sid}/Revoke`)(h);
      },
      state: async () => rowsOf(betSessions, and(eq(betSessions.userId, await userId('demobonus1')), sql`${betSessions.revokedAt} is not null`)),
    },
    // Blocking also closes the player's sessions: with the audit row refused, the state and the sessions stay.
    {
      action: 'player.block',
      send: async (h) => post(`/api/Backoffice/Players/${await userId('demouser1')}/Block`, { motivo: 'Blocco atomico' })(h),
      state: async () => {
        const id = await userId('demouser1');
        // A live session to close, so that closing it shows.
        if ((await rowsOf(betSessions, and(eq(betSessions.userId, id), sql`${betSessions.revokedAt} is null`))) === 0) await t.deps.sessions.create(id, {});
        const [u] = await t.deps.db.select({ s: users.statoConto, from: users.blockedFromState }).from(users).where(eq(users.id, id));
        return { ...u, open: await rowsOf(betSessions, and(eq(betSessions.userId, id), sql`${betSessions.revokedAt} is null`)) };
      },
    },
    {
      action: 'player.unblock',
      send: async (h) => post(`/api/Backoffice/Players/${await userId('demouser1')}/Unblock`, { motivo: 'Sblocco atomico' })(h),
      state: async () =>
        (
          await t.deps.db
            .select({ s: users.statoConto })
            .from(users)
            .where(eq(users.id, await userId('demouser1')))
        )[0],
    },
    {
      action: 'operator.login',
      send: (h) => {
        const secret = DEMO_OPERATORS.find((o) => o.username === 'democompliance')!.secret;
        t.clock.advance(31_000); // each TOTP step works once
        return t.app.inject({
          method: 'POST',
          url: '/api/Backoffice/Login',
          payload: { username: 'democompliance', password: DEMO_PASSWORD, codice: totpAt(t, secret) },
          headers: h,
        });
      },
      state: async () => rowsOf(betSessions, and(eq(betSessions.userId, await userId('democompliance')), eq(betSessions.scope, 'backoffice'))),
    },
  ];
}

describe(`audit rows commit with their action, once (${dbLabel()})`, () => {
  it('no change without its audit row, and exactly one row per change', async () => {
    for (const c of cases()) {
      // The admin's back-office session stays fresh (the login case moves the clock).
      admin = await operatorToken(t, 'demoadmin');
      const before = await c.state();
      const rowsBefore = await auditOf(c.action);
      const failed = await c.send(FAULT);
      expect(failed.statusCode, `${c.action} with the audit row refused`).toBe(500);
      expect(await c.state(), `${c.action}: nothing changed`).toEqual(before);
      expect(await auditOf(c.action), c.action).toBe(rowsBefore);

      const done = await c.send({});
      expect(done.statusCode, c.action).toBe(200);
      expect(done.json().ResponseCode ?? 0, c.action).toBe(0);
      expect(await c.state(), `${c.action}: changed`).not.toEqual(before);
      expect(await auditOf(c.action), c.action).toBe(rowsBefore + 1);
    }
  });

  it('a refused action writes no audit row', async () => {
    const total = await auditTotal();
    const h = { authorization: `Bearer ${admin}` };
    for (const [method, url, payload] of [
      ['POST', '/api/CMS/Admin/Objects', { LayoutArea: 'Atomic_Area', Name: '', TypeName: 'html_block' }],
      ['PUT', '/api/CMS/Admin/Objects/999999', { Name: 'x' }],
      ['POST', '/api/Environment/Admin/Messages/999999/Retire', undefined],
      ['PUT', '/api/Environment/Admin/Messages/999999', { Title: 'x' }],
      ['POST', '/api/Backoffice/SetSiteModule', { name: 'Inventato', enabled: true }],
      ['POST', '/api/Notifications/Admin/Send', { UserId: 999999, Title: 'x', Body: 'y' }],
      ['POST', '/api/Backoffice/BonusCampaignEnd', { id: 999999 }],
      ['POST', '/api/Backoffice/BonusGrant', { campaignId: 999999, username: 'demobonus1' }],
      [
        'POST',
        '/api/Backoffice/BonusCampaigns',
        { name: 'x', trigger: 'manual', family: 1, amount: 0, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      ],
      ['POST', '/api/Backoffice/Players/999999/Notes', { testo: 'x' }],
      ['POST', '/api/Backoffice/Players/999999/Block', { motivo: 'Inesistente' }],
      ['POST', `/api/Backoffice/Players/${await userId('demouser1')}/Unblock`, { motivo: 'Non bloccato' }],
    ] as const) {
      const r = await t.app.inject({ method, url, payload, headers: h });
      expect(r.statusCode, url).toBeLessThan(500);
      expect(r.statusCode === 200 ? r.json().ResponseCode : -1, url).not.toBe(0);
    }
    expect(await auditTotal()).toBe(total);
  });
});
