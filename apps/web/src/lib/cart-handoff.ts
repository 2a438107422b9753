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

/** The stake a reservation was booked with (cents), handed over with its outcomes. */
const STAKE_KEY = 'betsite.cart.stake';

/** Adds outcomes to the hand-off (once each), with the stake they were booked at when there is one. */
export function addToCart(outcomes: string[], stake?: number): void {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify([...new Set([...stored(), ...outcomes])]));
    if (stake !== undefined && Number.isInteger(stake) && stake > 0) localStorage.setItem(STAKE_KEY, String(stake));
    else localStorage.removeItem(STAKE_KEY);
  } catch {
    /* storage unavailable (private mode): nothing to hand off */
  }
}

/** The stake handed over with the outcomes (cents), taken out of the storage; null when none. */
export function takeCartStake(): number | null {
  try {
    const stake = Number(localStorage.getItem(STAKE_KEY));
    localStorage.removeItem(STAKE_KEY);
    return Number.isInteger(stake) && stake > 0 ? stake : null;
  } catch {
    return null;
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
