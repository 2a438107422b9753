import type { ReactNode } from 'react';
import { errorText } from '../../../lib/api.ts';
import { Loader } from '../../../ui/status-pages.tsx';

/**
 * What a list of the player's bets or movements shows instead of its rows: the loader, the error
 * or the empty text; null when there are rows to show.
 */
export function listState(q: { isPending: boolean; isError: boolean; error: unknown }, rowCount: number, emptyText: string): ReactNode {
  if (q.isPending) return <Loader />;
  if (q.isError) return <p className="notice notice--error">{errorText(q.error)}</p>;
  if (rowCount === 0) return <p className="empty-state">{emptyText}</p>;
  return null;
}
