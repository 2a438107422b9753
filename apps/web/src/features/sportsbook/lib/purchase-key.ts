import { readJson, write } from '../../../lib/storage.ts';

const STORE = 'betsite.sportsbook.purchase';

const newKey = () => `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * The idempotency key of the slip's purchase, kept in this browser with the slip it was made for. A
 * purchase whose answer never arrived (a reload, a dropped network, the app closed) is sent again
 * with the same key, and the server answers with the ticket it already took (Replay) instead of
 * taking a second one. A double tap is the same purchase; a changed slip is a new one.
 */
export function purchaseKey(signature: string): string {
  const kept = readJson<{ signature?: unknown; key?: unknown }>(STORE);
  if (kept && kept.signature === signature && typeof kept.key === 'string') return kept.key;
  const key = newKey();
  write(STORE, JSON.stringify({ signature, key }));
  return key;
}

/** The purchase was answered: buying the same slip again (kept after the purchase) is a new purchase. */
export function purchaseAnswered(): void {
  write(STORE, null);
}
