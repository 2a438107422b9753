import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { notificationTypeName, type TNotification } from '@betsite/contract/notifications';
import type { ListStamp } from '@betsite/contract/notification-stamp';
import type { Db } from '../../db/client.ts';
import { betSessions, notifications, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The newest notifications a player sees at most (older ones stay stored, reachable by archiving). */
export const LIST_LIMIT = 100;

export const toApi = (r: NotificationRow): TNotification => ({
  Id: r.id,
  Type: { Id: r.typeId, Type: notificationTypeName(r.typeId) },
  Title: r.title,
  Body: r.body,
  ParamsObj: r.params,
  IsRead: r.isRead,
  Archived: r.archived,
  InsDate: r.insDate.toISOString(),
});

export interface NewNotification {
  userId: number;
  typeId: number;
  title: string;
  body: string;
  params?: Record<string, unknown>;
  /** Same key for the same player → stored once (the event's natural id, e.g. `deposit:<tx>`). */
  dedupeKey?: string | null;
  source?: string;
}

/** Inserts once per (player, dedupe key); returns the new row, or null when it already existed. */
export async function insertNotification(db: DbOrTx, n: NewNotification): Promise<NotificationRow | null> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      typeId: n.typeId,
      title: n.title,
      body: n.body,
      params: n.params ?? {},
      dedupeKey: n.dedupeKey ?? null,
      source: n.source ?? 'system',
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The player's list: not archived (`unreadOnly` for the poll), newest first. */
const listed = (userId: number, unreadOnly = false) =>
  and(eq(notifications.userId, userId), eq(notifications.archived, false), unreadOnly ? eq(notifications.isRead, false) : undefined);

/**
 * What the list shows: the newest LIST_LIMIT not archived, and with them the newest LIST_LIMIT unread
 * ones — an unread payment problem older than a hundred read notifications still counts in the
 * badge, whether the page reads the list or polls the unread ones (the poll's rows are always in it).
 */
const newestOf = (db: Db, userId: number, unreadOnly: boolean) =>
  db.select({ id: notifications.id }).from(notifications).where(listed(userId, unreadOnly)).orderBy(desc(notifications.id)).limit(LIST_LIMIT);
const inList = (db: Db, userId: number) =>
  and(listed(userId), or(inArray(notifications.id, newestOf(db, userId, false)), inArray(notifications.id, newestOf(db, userId, true))));

/** Not archived, newest first (with the unread ones past the newest hundred); `unreadOnly` for the poll. */
export async function listForUser(db: Db, userId: number, unreadOnly: boolean): Promise<NotificationRow[]> {
  if (unreadOnly) return db.select().from(notifications).where(listed(userId, true)).orderBy(desc(notifications.id)).limit(LIST_LIMIT);
  return db.select().from(notifications).where(inList(db, userId)).orderBy(desc(notifications.id));
}

/** The stamp (newest id, unread, listed) of what `listForUser(db, userId, false)` answers now, in one statement. */
export async function listStamp(db: Db, userId: number): Promise<ListStamp> {
  const [row] = await db
    .select({
      latest: sql<number>`coalesce(max(${notifications.id}), 0)::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.isRead}))::int`,
      listed: sql<number>`count(*)::int`,
    })
    .from(notifications)
    .where(inList(db, userId));
  return row ?? { latest: 0, unread: 0, listed: 0 };
}

export async function findForUser(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Sets read/archived on the player's own notifications only; returns how many changed. */
export async function setState(db: Db, userId: number, ids: number[] | 'all', change: { isRead?: true; archived?: true }): Promise<number> {
  const notYet = change.archived ? eq(notifications.archived, false) : eq(notifications.isRead, false);
  // Archiving also reads: an archived notification never counts as unread.
  const set = change.archived ? { archived: true, isRead: true } : { isRead: true };
  const rows = await db
    .update(notifications)
    .set(set)
    .where(and(eq(notifications.userId, userId), notYet, ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Operator API: one row per player of the segment, in one statement; returns how many. */
export async function insertForSegment(
  db: DbOrTx,
  segment: { statoConto?: number[]; registeredFrom?: Date },
  n: Omit<NewNotification, 'userId' | 'dedupeKey'>,
): Promise<number> {
  const conds = [sql`role = 'player'`];
  if (segment.statoConto?.length)
    conds.push(
      sql`stato_conto in (${sql.join(
        segment.statoConto.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (segment.registeredFrom) conds.push(sql`created_at >= ${segment.registeredFrom.toISOString()}::timestamptz`);
  const result = await db.execute(sql`
    insert into notifications (user_id, type_id, title, body, params, source)
    select id, ${n.typeId}::int, ${n.title}::text, ${n.body}::text, ${JSON.stringify(n.params ?? {})}::jsonb, ${n.source ?? 'operator'}::text
    from users where ${sql.join(conds, sql` and `)}
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Whether the id is a player's: an operator's notification goes to players only (an operator's id is an unknown recipient). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'player')));
  return Boolean(row);
}

/**
 * Whether a push stream's session may stay open: not revoked and not idle for longer than allowed.
 * Read without touching last_seen_at, so an open stream never keeps an idle session alive.
 */
export async function sessionStillOpen(db: Db, sessionId: string, idleSeconds: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: betSessions.revokedAt, lastSeenAt: betSessions.lastSeenAt })
    .from(betSessions)
    .where(eq(betSessions.id, sessionId));
  return Boolean(row && !row.revokedAt && now.getTime() - row.lastSeenAt.getTime() <= idleSeconds * 1000);
}
