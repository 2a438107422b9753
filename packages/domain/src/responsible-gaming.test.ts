import { describe, expect, it } from 'vitest';
import { ageOn, capFor, exclusionPeriod, limitInForce, planLimitChange, windowStart } from './responsible-gaming.ts';

const now = new Date('2026-03-31T10:00:00Z');
const DAY = 86_400_000;

describe('deposit-limit rules', () => {
  it('windows: a day, seven days, one calendar month back (clamped to the month end)', () => {
    expect(windowStart('GG', now).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(windowStart('WW', now).toISOString()).toBe('2026-03-24T10:00:00.000Z');
    // 31 March 12:00 in Italy (summer time) → 28 February 12:00 in Italy (winter time).
    expect(windowStart('MM', now).toISOString()).toBe('2026-02-28T11:00:00.000Z');
    expect(windowStart('MM', new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-15T00:00:00.000Z');
    // The month is Italy's: at 00:30 on 29 March in Italy (still the 28th in UTC) it starts on 28 February,
    // clamped; at 01:30 on 30 March, after the change to summer time, likewise.
    expect(windowStart('MM', new Date('2026-03-28T23:30:00Z')).toISOString()).toBe('2026-02-27T23:30:00.000Z');
    expect(windowStart('MM', new Date('2026-03-29T23:30:00Z')).toISOString()).toBe('2026-02-28T00:30:00.000Z');
    // Across the change back in October: 10 November 11:00 → 10 October 11:00, Italian time both.
    expect(windowStart('MM', new Date('2026-11-10T10:00:00Z')).toISOString()).toBe('2026-10-10T09:00:00.000Z');
  });

  it('a first limit and a decrease apply at once; a raise waits, then counts', () => {
    expect(planLimitChange(undefined, 5000, now, 168)).toEqual({ importo: 5000, pendingImporto: null, pendingFrom: null });
    const current = { importo: 5000, pendingImporto: null, pendingFrom: null };
    expect(planLimitChange(current, 3000, now, 168)).toEqual({ importo: 3000, pendingImporto: null, pendingFrom: null });
    const raised = planLimitChange(current, 9000, now, 168);
    expect(raised).toEqual({ importo: 5000, pendingImporto: 9000, pendingFrom: new Date(now.getTime() + 7 * DAY) });
    expect(limitInForce(raised, now)).toBe(5000);
    expect(limitInForce(raised, new Date(now.getTime() + 7 * DAY))).toBe(9000);
    // Raising again once the first raise is in force starts from it.
    expect(planLimitChange(raised, 8000, new Date(now.getTime() + 8 * DAY), 168).importo).toBe(8000);
  });

  it('caps: the lowest applying per-day cap times the period, age bands only when the age is known', () => {
    const caps = [
      { maxPerDay: 20000, minAge: null, maxAge: null },
      { maxPerDay: 5000, minAge: 18, maxAge: 24 },
    ];
    expect(capFor(caps, 'GG', 40)).toBe(20000);
    expect(capFor(caps, 'WW', 20)).toBe(35000);
    expect(capFor(caps, 'MM', null)).toBe(600000);
    expect(capFor([], 'GG', 30)).toBeNull();
    expect(ageOn('2002-04-01', now)).toBe(23);
    expect(ageOn('2002-03-31', now)).toBe(24);
    expect(ageOn('boh', now)).toBeNull();
    // A birthday starts at Italian midnight: 22:30 UTC on 31 March is 1 April in Italy.
    expect(ageOn('2002-04-01', new Date('2026-03-31T22:30:00Z'))).toBe(24);
    expect(ageOn('2002-04-01', new Date('2026-03-31T21:30:00Z'))).toBe(23);
  });
});

describe('self-exclusion periods', () => {
  const fixed = { kind: 'temporary' as const, minDays: 30, maxDays: 30, revocableAfterDays: null };
  const range = { kind: 'temporary' as const, minDays: 7, maxDays: 270, revocableAfterDays: null };
  const permanent = { kind: 'permanent' as const, minDays: 180, maxDays: null, revocableAfterDays: 180 };
  it('fixed choices ignore termine; ranges need an end date inside them; permanent has no end', () => {
    expect(exclusionPeriod(fixed, 'whatever', now)).toEqual({ ok: true, endsAt: new Date(now.getTime() + 30 * DAY), revocableFrom: null });
    expect(exclusionPeriod(range, null, now)).toEqual({ ok: false, reason: 'termine-required' });
    expect(exclusionPeriod(range, '2026-04-06', now)).toEqual({ ok: false, reason: 'termine-out-of-range' });
    // Until the end of 7 April in Italy: Italian midnight, 22:00 UTC in summer time.
    expect(exclusionPeriod(range, '2026-04-07', now)).toEqual({ ok: true, endsAt: new Date('2026-04-07T22:00:00Z'), revocableFrom: null });
    expect(exclusionPeriod(range, '2026-02-30', now)).toEqual({ ok: false, reason: 'termine-out-of-range' });
    expect(exclusionPeriod(permanent, null, now)).toEqual({ ok: true, endsAt: null, revocableFrom: new Date(now.getTime() + 180 * DAY) });
  });
  it("counts the days from Italy's today: at 00:30 in Italy (22:30 UTC) the UTC date is still yesterday", () => {
    const lateEvening = new Date('2026-03-31T22:30:00Z'); // 1 April, 00:30 in Italy
    expect(exclusionPeriod(range, '2026-04-07', lateEvening)).toEqual({ ok: false, reason: 'termine-out-of-range' });
    expect(exclusionPeriod(range, '2026-04-08', lateEvening)).toEqual({ ok: true, endsAt: new Date('2026-04-08T22:00:00Z'), revocableFrom: null });
    // Winter time: Italian midnight is 23:00 UTC.
    expect(exclusionPeriod(range, '2026-12-20', new Date('2026-12-01T23:30:00Z'))).toEqual({
      ok: true,
      endsAt: new Date('2026-12-20T23:00:00Z'),
      revocableFrom: null,
    });
  });
});
