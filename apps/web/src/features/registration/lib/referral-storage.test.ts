import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferralParams, referLocked, storedReferral } from './referral-storage.ts';

/** A minimal in-memory localStorage for the node test environment. */
class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

beforeEach(() => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
});

const HOUR = 3600_000;

describe('referral values from the URL', () => {
  it('keeps father and refer 24 hours, promo, vneid and btag 6 hours', () => {
    const t0 = Date.UTC(2026, 0, 1, 12);
    captureReferralParams(new URLSearchParams('father=AG01&refer=AMICO&promo=WELCOME&vneid=v1&btag=b-9&btagType=aff'), t0);
    expect(storedReferral('promo', t0 + 5 * HOUR)).toBe('WELCOME');
    expect(storedReferral('btag', t0 + 5 * HOUR)).toBe('b-9');
    expect(storedReferral('promo', t0 + 7 * HOUR)).toBeNull();
    expect(storedReferral('vneid', t0 + 7 * HOUR)).toBeNull();
    expect(storedReferral('btagType', t0 + 7 * HOUR)).toBeNull();
    expect(storedReferral('father', t0 + 23 * HOUR)).toBe('AG01');
    expect(storedReferral('refer', t0 + 23 * HOUR)).toBe('AMICO');
    expect(storedReferral('refer', t0 + 25 * HOUR)).toBeNull();
  });

  it('locks the referrer while a referrer from a link is kept', () => {
    const t0 = Date.UTC(2026, 0, 1, 12);
    expect(referLocked(t0)).toBe(false);
    captureReferralParams(new URLSearchParams('refer=AMICO'), t0);
    expect(referLocked(t0 + HOUR)).toBe(true);
    expect(referLocked(t0 + 25 * HOUR)).toBe(false);
  });

  it('ignores empty values and keeps the earlier one', () => {
    const t0 = Date.UTC(2026, 0, 1, 12);
    captureReferralParams(new URLSearchParams('promo=FIRST'), t0);
    captureReferralParams(new URLSearchParams('promo='), t0 + HOUR);
    expect(storedReferral('promo', t0 + 2 * HOUR)).toBe('FIRST');
  });
});
