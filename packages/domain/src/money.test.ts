import { describe, expect, it } from 'vitest';
import { formatCents, formatEuroAmount, formatTwoDecimals, parseEuroToCents } from './money.ts';

describe('money formatting', () => {
  it('writes cents as Italian euro amounts', () => {
    expect(formatCents(1234550)).toBe('12.345,50\u00a0€'); // Italian groups from five digits: 1234,50 €
    expect(formatCents(1234550, { whole: true })).toBe('12.346\u00a0€');
    expect(formatEuroAmount(500)).toBe('5,00');
  });

  it('writes odds and percentages with exactly two decimals', () => {
    expect(formatTwoDecimals(1.5)).toBe('1,50');
    expect(formatTwoDecimals(33.3333)).toBe('33,33');
    expect(formatTwoDecimals(12345.5)).toBe('12.345,50');
  });

  it('reads what a player types into cents, and refuses anything else', () => {
    expect(parseEuroToCents('10,5')).toBe(1050);
    expect(parseEuroToCents(' 10.05 ')).toBe(1005);
    for (const bad of ['', '1,234', '-5', '1e3', '10,\u0000', 'dieci']) expect(parseEuroToCents(bad)).toBeNull();
  });
});
