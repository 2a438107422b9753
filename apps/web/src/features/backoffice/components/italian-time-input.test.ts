import { describe, expect, it } from 'vitest';
import { fromItalianInput, toItalianInput } from './italian-time-input.ts';

// Whatever the zone the test (or the operator's computer) runs in, the fields are Italian time.
describe('back-office date fields on Italy’s clock', () => {
  it('reads a datetime-local value as Italian time, summer and winter', () => {
    expect(fromItalianInput('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(fromItalianInput('2026-12-01T10:00')).toBe('2026-12-01T09:00:00.000Z');
    expect(fromItalianInput('2026-12-01')).toBe('2026-11-30T23:00:00.000Z');
  });

  it('settles the hours next to a change of offset', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(fromItalianInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromItalianInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromItalianInput('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('shows an instant as the Italian wall clock, and back', () => {
    expect(toItalianInput('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T10:00');
    expect(toItalianInput('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
    for (const iso of ['2026-01-15T06:45:00.000Z', '2026-08-15T21:05:00.000Z']) expect(fromItalianInput(toItalianInput(iso))).toBe(iso);
  });

  it('has nothing for an empty or malformed value', () => {
    expect(toItalianInput(null)).toBe('');
    expect(toItalianInput('not a date')).toBe('');
    expect(fromItalianInput('')).toBeNull();
    expect(fromItalianInput('01/12/2026')).toBeNull();
  });
});
