/**
 * Dates an ISO 8601 pattern accepts but PostgreSQL cannot store (year 0000, an offset that carries
 * 9999-12-31 past year 9999) are refused with a 400 and an Italian text, never a 500, by every call
 * that takes a date: the shared `zDateTime` of the contract.
 */
import { describe, expect, it } from 'vitest';
import { bearer, dbLabel, operatorToken, playerToken, useTestApp } from '../test-support.ts';

const t = useTestApp();
const UNSTORABLE = ['0000-06-01T00:00:00Z', '9999-12-31T23:59:59-23:59', '1899-12-31T23:00:00Z'];

describe(`dates a database cannot store (${dbLabel()})`, () => {
  it('operator and player calls answer 400 with "Data non valida" or the call\'s own text', async () => {
    const admin = bearer(await operatorToken(t, 'demoadmin'));
    const player = bearer(await playerToken(t, 'demouser1'));
    const cases = UNSTORABLE.flatMap((d) => [
      { method: 'GET', url: `/api/Backoffice/Audit?dal=${encodeURIComponent(d)}`, headers: admin },
      { method: 'GET', url: `/api/Backoffice/Audit?al=${encodeURIComponent(d)}`, headers: admin },
      { method: 'POST', url: '/api/Environment/Admin/Messages', headers: admin, payload: { Trigger: 1, TemplateId: 1, Title: 'x', Body: 'y', ValidFrom: d } },
      { method: 'POST', url: '/api/Notifications/Admin/Send', headers: admin, payload: { Segment: { RegisteredFrom: d }, Title: 'x', Body: 'y' } },
      { method: 'POST', url: '/api/CMS/Admin/Objects', headers: admin, payload: { LayoutArea: 'Probe', Name: 'x', TypeName: 'html_block', VisibleFrom: d } },
      { method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: player, payload: { DateFrom: d } },
      { method: 'POST', url: '/api/BetPlay/V3_GetPromoBonusList', headers: player, payload: { DateTo: d } },
    ]);
    const answers = [];
    for (const c of cases) {
      const r = await t.app.inject({ method: c.method as 'GET' | 'POST', url: c.url, headers: c.headers, ...(c.payload && { payload: c.payload }) });
      answers.push(`${r.statusCode} ${c.method} ${c.url} ${JSON.stringify(c.payload ?? {})} ${r.statusCode === 400 ? '' : r.body.slice(0, 120)}`);
    }
    expect(answers.filter((a) => !a.startsWith('400 '))).toEqual([]);
  });
});
