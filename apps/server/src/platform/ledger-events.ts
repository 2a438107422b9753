/**
 * Who wants to know that a ledger transfer was written (the metrics). Kept apart from the ledger so
 * money code has no dependency on monitoring; observers must be cheap and must not throw.
 */
const observers = new Set<(kind: string) => void>();

export function onLedgerTransfer(observer: (kind: string) => void): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export function noteLedgerTransfer(kind: string): void {
  for (const o of observers) o(kind);
}
