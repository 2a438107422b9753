/**
 * The bet slip hand-off: the sportsbook (another system) reads the outcomes a player loads from
 * a reservation out of this browser storage key when it opens.
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
