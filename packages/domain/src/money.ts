import { numberFormat } from './intl-formats.ts';

/** Money is integer cents everywhere; these helpers format it for Italian readers. */
const eur = numberFormat({ style: 'currency', currency: 'EUR' });
const eurWhole = numberFormat({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const amount = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "12.345,50 €" (Italian groups thousands from five digits); with `whole`, round to euro ("12.346 €", for lists of round limits). */
export function formatCents(cents: number, opts: { whole?: boolean } = {}): string {
  return (opts.whole ? eurWhole : eur)().format(cents / 100);
}

/** The bare amount as the messages of the specification write it after "€ ": "1.234,50". */
export function formatEuroAmount(cents: number): string {
  return amount().format(cents / 100);
}

/** Two decimals, Italian style: odds ("1,85") and percentages ("96,50"). */
export function formatTwoDecimals(n: number): string {
  return amount().format(n);
}

/** Parse a euro amount typed by a player ("10", "10,50", "10.5") into cents, or null. */
export function parseEuroToCents(input: string): number | null {
  const t = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [int, dec = ''] = t.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}
