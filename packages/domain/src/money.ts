/** Money is integer cents everywhere; these helpers format it for Italian readers. */
const eur = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export function formatCents(cents: number): string {
  return eur.format(cents / 100);
}

/** Parse a euro amount typed by a player ("10", "10,50", "10.5") into cents, or null. */
export function parseEuroToCents(input: string): number | null {
  const t = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [int, dec = ''] = t.split('.');
  return Number(int) * 100 + Number(dec.padEnd(2, '0'));
}
