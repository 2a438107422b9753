/**
 * 'Inserisci nel carrello' of a reservation (bet list) or a ranking unique code: the outcome hashes
 * wait in this browser's storage until the sportsbook's slip opens, takes them and clears the key
 * (docs/sportsbook.md). One key, one rule, for the two writers and the reader.
 */
const CART_KEY = 'betsite.cart.outcomes';

/** What the key holds, strings only; a value that is not a JSON list counts as empty (and is replaced). */
const stored = (): string[] => {
  let current: unknown;
  try {
    current = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(current) ? current.filter((x): x is string => typeof x === 'string') : [];
};

/** Adds outcomes to the hand-off (once each). */
export function addToCart(outcomes: string[]): void {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify([...new Set([...stored(), ...outcomes])]));
  } catch {
    /* storage unavailable (private mode): nothing to hand off */
  }
}

/** The outcomes waiting for the slip, taken out of the storage (empty when none or unreadable). */
export function takeCartOutcomes(): string[] {
  try {
    const outcomes = stored();
    localStorage.removeItem(CART_KEY);
    return outcomes;
  } catch {
    return [];
  }
}
