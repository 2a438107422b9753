import { numberFormat } from './intl-formats.ts';

/** Money is integer cents everywhere; these helpers format it for Italian readers. */

/**
 * A dot every three digits, from four digits on: "3.000", "12.345". CLDR's Italian leaves four-digit
 * numbers ungrouped ("3000"), which put "3000,00 €" beside "20.000,00 €" in one list; players read
 * amounts as banks write them, so every amount is grouped (Intl's `useGrouping: true`, 'always').
 */
function groupItalian(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * "1.234,50"-style digits of a cents amount, written with integer arithmetic rather than an Intl
 * currency formatter: building that formatter takes 18–60 ms of the browser's main thread the first
 * time (ICU locale data), ≈ 100–250 ms on a throttled phone, on every account page's first render
 * (docs/performance.md). Same output as `Intl.NumberFormat('it-IT')` (money.test.ts compares them
 * over thousands of amounts), rounding half away from zero for whole euros as Intl does.
 */
function italianDigits(cents: number, whole: boolean): string {
  const abs = Math.round(Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  if (whole) return sign + groupItalian(String(Math.round(abs / 100)));
  return `${sign}${groupItalian(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** "12.345,50 €", "3.000,00 €"; with `whole`, round to euro ("12.346 €", for lists of round limits). */
export function formatCents(cents: number, opts: { whole?: boolean } = {}): string {
  return `${italianDigits(cents, opts.whole ?? false)}\u00a0€`;
}

/** The bare amount as the messages of the specification write it after "€ ": "1.234,50". */
export function formatEuroAmount(cents: number): string {
  return italianDigits(cents, false);
}

/**
 * The amount inside a limit or rule message after "€ ": whole euros without decimals, grouped
 * ("€ 3.000", "€ 10"), otherwise with the cents ("€ 1.000,50"). One formatter with `formatCents`.
 */
export function formatEuroLimit(cents: number): string {
  return italianDigits(cents, cents % 100 === 0);
}

const twoDecimals = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Two decimals, Italian style: odds ("1,85") and percentages ("96,50"). */
export function formatTwoDecimals(n: number): string {
  return twoDecimals().format(n);
}

/** Parse a euro amount typed by a player ("10", "10,50", "10.5") into cents, or null. */
export function parseEuroToCents(input: string): number | null {
  const t = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [int, dec = ''] = t.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}
