import { describe, expect, it } from 'vitest';
import { formatCents, formatEuroAmount, formatEuroLimit, formatTwoDecimals, parseEuroToCents } from './money.ts';

describe('money formatting', () => {
  it('writes cents as Italian euro amounts', () => {
    expect(formatCents(1234550)).toBe('12.345,50\u00a0€');
    expect(formatCents(300000)).toBe('3.000,00\u00a0€'); // grouped from four digits, as '20.000,00 €' beside it
    expect(formatCents(829710)).toBe('8.297,10\u00a0€');
    expect(formatCents(1234550, { whole: true })).toBe('12.346\u00a0€');
    expect(formatEuroAmount(500)).toBe('5,00');
  });

  it('writes exactly what Intl.NumberFormat writes for it-IT with every amount grouped, over thousands of amounts', () => {
    const eur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true });
    const eurWhole = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: true });
    const bare = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    const edges = [1, 5, 49, 50, 51, 99, 100, 149, 150, 250, 99_999, 100_000, 999_999, 1_000_000, 99_999_999, 100_000_050, 123_456_789_012];
    let seed = 7;
    const random = Array.from({ length: 3000 }, () => (seed = (seed * 48271) % 2147483647) % 10 ** (1 + (seed % 12)));
    // Negative zero is the one deliberate difference: Intl writes "-0,00 €", a player reads "0,00 €".
    const negatives = [...edges, ...random].filter((c) => c !== 0).map((c) => -c);
    for (const cents of [0, ...edges, ...random, ...negatives]) {
      expect(formatCents(cents)).toBe(eur.format(cents / 100));
      expect(formatCents(cents, { whole: true })).toBe(eurWhole.format(cents / 100));
      expect(formatEuroAmount(cents)).toBe(bare.format(cents / 100));
    }
    // Thousands of comparisons: well under a second on a quiet machine, seconds on a loaded one.
  }, 30_000);

  it('never writes a minus before a zero amount', () => {
    expect(formatCents(-0)).toBe('0,00\u00a0€');
    expect(formatEuroAmount(-0)).toBe('0,00');
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

describe('amounts inside limit and rule messages', () => {
  it('group thousands like every other amount ("€ 3.000", not "€ 3000"), whole euros without decimals', () => {
    expect(formatEuroLimit(300_000)).toBe('3.000');
    expect(formatEuroLimit(2_000_000)).toBe('20.000');
    expect(formatEuroLimit(1000)).toBe('10');
    expect(formatEuroLimit(100_050)).toBe('1.000,50');
    expect(formatEuroLimit(1050)).toBe('10,50');
  });
});
