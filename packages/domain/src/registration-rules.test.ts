import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_LIMIT_CHOICES,
  depositLimitChoices,
  isCouponCode,
  nextEnabledStep,
  progressPercent,
  registrationLock,
  trimItalianPrefix,
} from './registration-rules.ts';
import { siteHour } from './site-time.ts';

describe('registration rules', () => {
  it('lists the deposit limits ascending or descending', () => {
    expect(DEPOSIT_LIMIT_CHOICES).toEqual([20, 50, 100, 250, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 75000, 99000]);
    expect(depositLimitChoices(false)[0]).toBe(20);
    expect(depositLimitChoices(true)[0]).toBe(99000);
    expect(DEPOSIT_LIMIT_CHOICES[0]).toBe(20);
  });

  it('computes the progress as (step − 1) / (total − 1)', () => {
    expect(progressPercent(1)).toBe(0);
    expect(progressPercent(3)).toBe(20);
    expect(progressPercent(11)).toBe(100);
  });

  it('skips disabled steps in the direction of travel', () => {
    const off = new Set([4, 5]);
    expect(nextEnabledStep(3, 1, off)).toBe(6);
    expect(nextEnabledStep(6, -1, off)).toBe(3);
    expect(nextEnabledStep(1, -1, off)).toBeNull();
    expect(nextEnabledStep(11, 1, off)).toBeNull();
  });

  it('locks registration: module off, withdrawal-only, night lock outside 9–22 inclusive', () => {
    const open = {
      userRegistration: true,
      nightLock: false,
      withdrawalOnly: false,
      hour: 3,
    };
    expect(registrationLock(open)).toBe('open');
    expect(registrationLock({ ...open, userRegistration: false })).toBe('disabled');
    expect(registrationLock({ ...open, withdrawalOnly: true })).toBe('withdrawal-only');
    expect(registrationLock({ ...open, nightLock: true, hour: 8 })).toBe('night');
    expect(registrationLock({ ...open, nightLock: true, hour: 9 })).toBe('open');
    expect(registrationLock({ ...open, nightLock: true, hour: 22 })).toBe('open');
    expect(registrationLock({ ...open, nightLock: true, hour: 23 })).toBe('night');
  });

  it('reads the hour in Italy, summer and winter time', () => {
    expect(siteHour(new Date('2026-01-15T08:30:00Z'))).toBe(9);
    expect(siteHour(new Date('2026-07-15T08:30:00Z'))).toBe(10);
    expect(siteHour(new Date('2026-07-15T22:30:00Z'))).toBe(0);
  });

  it('trims a leading 0039 or +39 from a prefilled mobile', () => {
    expect(trimItalianPrefix('00393331234567')).toBe('3331234567');
    expect(trimItalianPrefix('+39 333 1234567')).toBe('3331234567');
    expect(trimItalianPrefix('3331234567')).toBe('3331234567');
  });

  it('recognises coupon codes', () => {
    expect(isCouponCode('CPN-10')).toBe(true);
    expect(isCouponCode('BENVENUTO')).toBe(false);
    expect(isCouponCode('')).toBe(false);
    expect(isCouponCode(null)).toBe(false);
  });
});
