/** Money is integer cents everywhere; these helpers format it for Italian readers. */
const eur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const eurWhole = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const amount = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1.234,50 €"; with `whole`, round to euro ("1.235 €", for lists of round limits). */
export function formatCents(cents: number, opts: { whole?: boolean } = {}): string {
  return (opts.whole ? eurWhole : eur).format(cents / 100);
}

/** The bare amount as the messages of the specification write it after "€ ": "1.234,50". */
export function formatEuroAmount(cents: number): string {
  return amount.format(cents / 100);
}

/** Parse a euro amount typed by a player ("10", "10,50", "10.5") into cents, or null. */
export function parseEuroToCents(input: string): number | null {
  const t = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [int, dec = ''] = t.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}
