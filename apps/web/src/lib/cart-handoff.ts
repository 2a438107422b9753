/**
 * The bet slip hand-off: 'Inserisci nel carrello' (a reservation of the bet list, a ranking unique
 * code) writes outcome hashes under this browser storage key; the sportsbook's slip reads and clears
 * them when a sport page opens (docs/sportsbook.md).
 */
export const CART_KEY = 'betsite.cart.outcomes';
export function addToCart(outcomes: string[]): void {
  try {
    const current = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as unknown;
    const list = Array.isArray(current) ? current.filter((x): x is string => typeof x === 'string') : [];
    localStorage.setItem(CART_KEY, JSON.stringify([...new Set([...list, ...outcomes])]));
  } catch {
    /* storage unavailable (private mode): nothing to hand off */
  }
}
