/**
 * 'Inserisci nel carrello' of a ranking unique code: its booked bet's outcome hashes go to the slip's
 * hand-off key, which the sportsbook's slip reads and clears when a sport page opens (docs/sportsbook.md).
 * The twin of the bet list's `features/bets/lib/cart.ts` (same key, same rule), kept in each feature so
 * this small module stays in its page's chunk instead of a shared chunk every page would load.
 */
const CART_KEY = 'betsite.cart.outcomes';
export function addToCart(outcomes: string[]): void {
  try {
    const current = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as unknown;
    const list = Array.isArray(current) ? current.filter((x): x is string => typeof x === 'string') : [];
    localStorage.setItem(CART_KEY, JSON.stringify([...new Set([...list, ...outcomes])]));
  } catch {
    /* storage unavailable (private mode): nothing to hand off */
  }
}
