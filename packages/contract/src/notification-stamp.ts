/**
 * What a player's notification list (GetNotify, not the poll) looks like, in three numbers: its newest
 * id, how many are unread and how many are listed, archived ones left out. The push stream's 'ready'
 * event carries the server's, so a tab whose list already has the same one skips the catch-up call
 * (docs/api-notifications.md). A notification created, read or archived changes at least one of them.
 */
export interface ListStamp {
  latest: number;
  unread: number;
  listed: number;
}

export function listStampOf(items: readonly { Id: number; IsRead: boolean; Archived: boolean }[]): ListStamp {
  const listed = items.filter((n) => !n.Archived);
  return {
    latest: listed.reduce((max, n) => Math.max(max, n.Id), 0),
    unread: listed.filter((n) => !n.IsRead).length,
    listed: listed.length,
  };
}

/** Whether a 'ready' event's data (JSON text) is this stamp; anything else (an older server's `{}`) is not. */
export function readyMatches(data: string, stamp: ListStamp): boolean {
  try {
    const sent = JSON.parse(data) as Partial<ListStamp>;
    return sent.latest === stamp.latest && sent.unread === stamp.unread && sent.listed === stamp.listed;
  } catch {
    return false;
  }
}
