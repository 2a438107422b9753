import { formatCents } from '../../lib/format.ts';

/** '−5,00 €' / '+2,50 €' / '0,00 €': the sign says whether the player lost or won money. */
export const signedEuro = (cents: number) => (cents === 0 ? formatCents(0) : `${cents < 0 ? '−' : '+'}${formatCents(Math.abs(cents))}`);
