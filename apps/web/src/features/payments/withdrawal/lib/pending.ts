import type { TPendingWithdrawal } from '@betsite/contract/withdrawals';

/** Pending rows the list shows: safecharge ones are handled by the provider and hidden (document 3 §2). */
export const visiblePending = (rows: TPendingWithdrawal[]) => rows.filter((r) => r.tipoField.toLowerCase() !== 'safecharge');
