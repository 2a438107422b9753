import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusCampaigns } from '../../db/schema/index.ts';
import { dbLabel, useTestApp } from '../../test-support.ts';
import { freshCode, operatorHeaders } from './test-helpers.ts';

const t = useTestApp();

const DAY = 86_400_000;
const post = async (payload: object) => t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaigns', headers: await operatorHeaders(t), payload });
const campaignCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(bonusCampaigns))[0]!.n;

describe(`bonus campaign period (${dbLabel()})`, () => {
  it('refuses a period outside 2000 … ten years from now, or ending before it starts, on its field in Italian, creating nothing', async () => {
    const now = t.clock.now().getTime();
    const body = {
      name: 'Periodo',
      trigger: 'promo_code',
      family: 1,
      amount: 100,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + DAY).toISOString(),
    };
    const before = await campaignCount();
    const cases: [object, string, string][] = [
      [{ startsAt: '0001-01-01T00:00:00Z' }, 'startsAt', 'La data di inizio non può essere precedente al 01/01/2000'],
      [{ startsAt: '0000-01-01T00:00:00Z' }, 'startsAt', 'La data di inizio non può essere precedente al 01/01/2000'],
      [{ startsAt: '1999-12-31T22:59:59Z' }, 'startsAt', 'La data di inizio non può essere precedente al 01/01/2000'],
      [{ endsAt: '9999-12-31T23:59:59Z' }, 'endsAt', 'La data di fine non può superare i 10 anni da oggi'],
      [{ endsAt: new Date(now + 11 * 365 * DAY).toISOString() }, 'endsAt', 'La data di fine non può superare i 10 anni da oggi'],
      // The same instant written with two offsets: the end is before the start (compared as instants, not as text).
      [{ startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T10:30:00+02:00' }, 'endsAt', 'Intervallo di date non valido'],
    ];
    for (const [bad, field, message] of cases) {
      const r = await post({ ...body, code: freshCode(), ...bad });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json()).toMatchObject({ ResponseMessage: message, errors: [{ field, message }] });
    }
    expect(await campaignCount()).toBe(before);
  });

  it('accepts the edges of the window and an end after the start written in another offset', async () => {
    const now = t.clock.now().getTime();
    const body = { name: 'Periodo', trigger: 'promo_code', family: 1, amount: 100 };
    // Midnight of 1 January 2000 in Italy, and an end 9 years and 11 months away.
    const edge = await post({ ...body, code: freshCode(), startsAt: '2000-01-01T00:00:00', endsAt: new Date(now + 9 * 365 * DAY).toISOString() });
    expect(edge.statusCode, edge.body).toBe(200);
    const mixed = await post({ ...body, code: freshCode(), startsAt: '2030-01-01T10:00:00+02:00', endsAt: '2030-01-01T09:30:00Z' });
    expect(mixed.statusCode, mixed.body).toBe(200);
  });
});
