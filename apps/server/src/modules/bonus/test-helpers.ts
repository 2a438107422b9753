import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TCampaignBody } from '@betsite/contract/bonus';
import type { TestApp } from '../../test-support.ts';
import { operatorLogin } from '../payments/deposits/test-helpers.ts';

/** One operator session per test app: the files of a worker share this module (isolate: false), not their apps. */
const operators = new WeakMap<TestApp, Promise<Record<string, string>>>();

/** The operator's session (one login per app: a new login ends the previous session). */
export function operatorHeaders(t: TestApp): Promise<Record<string, string>> {
  let headers = operators.get(t);
  if (!headers) operators.set(t, (headers = operatorLogin(t).then((l) => l.headers)));
  return headers;
}

/** A unique promo code for a test campaign. */
export const freshCode = (prefix = 'T') => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Creates a campaign through the operator API, live from an hour ago for 30 days unless told otherwise. */
export async function createCampaign(t: TestApp, body: Partial<TCampaignBody>): Promise<{ id: number; code: string | null }> {
  const headers = await operatorHeaders(t);
  const now = t.clock.now().getTime();
  const payload = {
    name: 'Bonus di prova',
    trigger: 'promo_code',
    family: 1,
    amount: 1000,
    code: body.trigger === 'first_deposit' || body.trigger === 'manual' ? null : freshCode(),
    startsAt: new Date(now - 3600_000).toISOString(),
    endsAt: new Date(now + 30 * 86_400_000).toISOString(),
    ...body,
  };
  const r = await t.app.inject({ method: 'POST', url: '/api/Backoffice/BonusCampaigns', headers, payload });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().ResponseData;
}
