import { describe, expect, it } from 'vitest';
import { isInSlot, maxWithdrawable, parseTimeOfDay, secondsOfDay, startOfLocalDay, withdrawalLimits, type SlotMethod } from './withdrawal-slots.ts';

const h = (hh: number, mm = 0) => hh * 3600 + mm * 60;
const method = (from: string | null, to: string | null): SlotMethod => ({
  MinAmount: 1000,
  MaxAmount: 500000,
  TimeSlot_From: from,
  TimeSlot_To: to,
  TimeSlot_MinAmount: 2000,
  TimeSlot_MaxAmount: 100000,
});
/** An instant at a Rome wall-clock time (winter, UTC+1). */
const romeWinter = (hh: number, mm = 0) => new Date(Date.UTC(2026, 0, 15, hh - 1, mm));

describe('parseTimeOfDay', () => {
  it('reads HH:mm and PostgreSQL HH:mm:ss', () => {
    expect(parseTimeOfDay('09:30')).toBe(h(9, 30));
    expect(parseTimeOfDay('22:00:15')).toBe(h(22) + 15);
    expect(parseTimeOfDay('00:00:00')).toBe(0);
  });
  it('returns null for missing or invalid values', () => {
    expect(parseTimeOfDay(null)).toBeNull();
    expect(parseTimeOfDay('')).toBeNull();
    expect(parseTimeOfDay('25:00')).toBeNull();
    expect(parseTimeOfDay('ore nove')).toBeNull();
  });
});

describe('isInSlot', () => {
  it('handles a slot within the day, start included and end excluded', () => {
    expect(isInSlot(h(9), h(18), h(8, 59))).toBe(false);
    expect(isInSlot(h(9), h(18), h(9))).toBe(true);
    expect(isInSlot(h(9), h(18), h(17, 59))).toBe(true);
    expect(isInSlot(h(9), h(18), h(18))).toBe(false);
  });
  it('handles a slot crossing midnight', () => {
    expect(isInSlot(h(22), h(6), h(21, 59))).toBe(false);
    expect(isInSlot(h(22), h(6), h(22))).toBe(true);
    expect(isInSlot(h(22), h(6), h(23, 59))).toBe(true);
    expect(isInSlot(h(22), h(6), 0)).toBe(true);
    expect(isInSlot(h(22), h(6), h(5, 59))).toBe(true);
    expect(isInSlot(h(22), h(6), h(6))).toBe(false);
    expect(isInSlot(h(22), h(6), h(12))).toBe(false);
  });
  it('treats equal bounds as an empty slot', () => {
    expect(isInSlot(h(10), h(10), h(10))).toBe(false);
    expect(isInSlot(0, 0, h(3))).toBe(false);
  });
});

describe('withdrawalLimits', () => {
  it('is automatic with the method limits when the method has no slot', () => {
    expect(withdrawalLimits(method(null, null), romeWinter(12))).toEqual({ automatic: true, min: 1000, max: 500000 });
    expect(withdrawalLimits(method('09:00', null), romeWinter(12))).toEqual({ automatic: true, min: 1000, max: 500000 });
  });
  it('is manual with the slot limits inside the slot, in Rome time', () => {
    expect(withdrawalLimits(method('09:00:00', '18:00:00'), romeWinter(12))).toEqual({ automatic: false, min: 2000, max: 100000 });
    expect(withdrawalLimits(method('09:00:00', '18:00:00'), romeWinter(18))).toEqual({ automatic: true, min: 1000, max: 500000 });
  });
  it('applies a slot crossing midnight on both sides of it', () => {
    const m = method('22:00', '06:00');
    expect(withdrawalLimits(m, romeWinter(23, 30)).automatic).toBe(false);
    expect(withdrawalLimits(m, romeWinter(2)).automatic).toBe(false);
    expect(withdrawalLimits(m, romeWinter(7)).automatic).toBe(true);
  });
  it('falls back to the method limits when the slot has none of its own', () => {
    const m = { ...method('00:00', '23:59'), TimeSlot_MinAmount: null, TimeSlot_MaxAmount: null };
    expect(withdrawalLimits(m, romeWinter(12))).toEqual({ automatic: false, min: 1000, max: 500000 });
  });
  it('uses summer time in Rome (UTC+2)', () => {
    // 16:30 UTC on 15 July is 18:30 in Rome: outside a 09–18 slot.
    expect(withdrawalLimits(method('09:00', '18:00'), new Date(Date.UTC(2026, 6, 15, 16, 30))).automatic).toBe(true);
    expect(secondsOfDay(new Date(Date.UTC(2026, 6, 15, 16, 30)))).toBe(h(18, 30));
  });
});

describe('maxWithdrawable', () => {
  it('is the smaller of the limit and the withdrawable balance, or the balance without a limit', () => {
    expect(maxWithdrawable(50000, 10000)).toBe(10000);
    expect(maxWithdrawable(5000, 10000)).toBe(5000);
    expect(maxWithdrawable(null, 10000)).toBe(10000);
    expect(maxWithdrawable(null, -5)).toBe(0);
  });
});

describe('startOfLocalDay', () => {
  it('is Rome midnight in winter and in summer', () => {
    expect(startOfLocalDay(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-07-15T23:30:00Z')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });
  it('is right on the days the clocks change', () => {
    // 29 March 2026: clocks go forward at 02:00; midnight was still UTC+1.
    expect(startOfLocalDay(new Date('2026-03-29T20:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // 25 October 2026: clocks go back at 03:00; midnight was still UTC+2.
    expect(startOfLocalDay(new Date('2026-10-25T20:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
