import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

describe('dates on Italy’s clock, whatever the device’s zone', () => {
  it('shows winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(formatDateTime('2026-11-24T23:06:00Z')).toBe('25/11/2026 00:06');
    expect(formatDateTime('2026-07-01T21:59:00Z')).toBe('01/07/2026 23:59');
  });

  it('changes the clock at 01:00 UTC on the last Sunday of March and of October', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25/10/2026 02:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25/10/2026 02:00');
  });

  it('keeps a calendar date on its day', () => {
    expect(formatDate('1980-05-12')).toBe('12/05/1980');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });

  it('asks Intl outside the years of the EU rule', () => {
    expect(formatDateTime('1990-01-15T12:00:00Z')).toBe('15/01/1990 13:00');
  });

  it('shows nothing for a missing or broken value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
