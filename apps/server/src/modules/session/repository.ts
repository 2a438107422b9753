import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { authDevices, betSessions, clientSettings, ledgerTransfers } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { fieldError } from '../../platform/errors.ts';
import { CLIENT_SETTINGS_MAX_BYTES, CLIENT_SETTINGS_TEXT } from '@betsite/contract/client-settings-rules';

export async function isDeviceAuthorised(db: Db, userId: number, deviceToken: string): Promise<boolean> {
  const [d] = await db
    .select({ at: authDevices.authorisedAt })
    .from(authDevices)
    .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceToken, deviceToken)));
  return Boolean(d?.at);
}

export async function addPendingDevice(db: Db, userId: number, deviceToken: string): Promise<void> {
  await db.insert(authDevices).values({ userId, deviceToken }).onConflictDoNothing();
}

export async function pendingDeviceOwner(db: Db, deviceToken: string): Promise<number | null> {
  const [d] = await db
    .select({ userId: authDevices.userId })
    .from(authDevices)
    .where(and(eq(authDevices.deviceToken, deviceToken), isNull(authDevices.authorisedAt)))
    .orderBy(sql`${authDevices.createdAt} desc`)
    .limit(1);
  return d?.userId ?? null;
}

export async function authoriseDevice(db: Db, userId: number, deviceToken: string, at: Date): Promise<void> {
  await db
    .update(authDevices)
    .set({ authorisedAt: at })
    .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceToken, deviceToken)));
}

/** Revokes every other live session of the player; returns the ids it closed. */
/**
 * Closes the player's other open sessions: of one kind for a new login (a back-office login leaves
 * the site's alone, and vice versa), of every kind when `scope` is omitted (a password change).
 */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keep: string, at: Date, scope?: 'player' | 'backoffice'): Promise<string[]> {
  const rows = await db
    .update(betSessions)
    .set({ revokedAt: at, revokeReason: 'new-login' })
    .where(and(eq(betSessions.userId, userId), isNull(betSessions.revokedAt), ne(betSessions.id, keep), scope ? eq(betSessions.scope, scope) : undefined))
    .returning({ id: betSessions.id });
  return rows.map((r) => r.id);
}

export async function loadClientSettings(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [row] = await db.select({ s: clientSettings.settings }).from(clientSettings).where(eq(clientSettings.userId, userId));
  return (row?.s as Record<string, unknown> | undefined) ?? {};
}

/**
 * Merges `doc` into the stored settings document in one statement (jsonb ||), creating it on first
 * save, only while the merged document stays within CLIENT_SETTINGS_MAX_BYTES: each save is checked
 * alone by the request schema, but a new key each time grew the stored row without end (20 MB
 * answered by every CheckAuth). The size is that of the document as PostgreSQL writes it out
 * (jsonb::text, in bytes: a little over what the client is sent), measured inside the statement, so
 * two saves at once cannot both pass on the old size. A merge past the cap writes nothing and is the
 * request's own 'too large' refusal (400 on ClientSettings, as the schema answers a large body).
 */
export async function mergeClientSettings(db: Db, userId: number, doc: Record<string, unknown>, now: Date): Promise<void> {
  const result = await db.execute(sql`
    insert into ${clientSettings} (user_id, settings, updated_at)
    select ${userId}::int, n.doc, ${now.toISOString()}::timestamptz
    from (select ${JSON.stringify(doc)}::jsonb as doc) as n
    where octet_length(n.doc::text) <= ${CLIENT_SETTINGS_MAX_BYTES}::int
    on conflict (user_id) do update set settings = ${clientSettings}.settings || excluded.settings, updated_at = excluded.updated_at
    where octet_length((${clientSettings}.settings || excluded.settings)::text) <= ${CLIENT_SETTINGS_MAX_BYTES}::int
    returning user_id`);
  if (rowsOf(result).length === 0) throw fieldError('ClientSettings', CLIENT_SETTINGS_TEXT.tooLarge);
}

export async function hasDeposits(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.kind, 'deposit')))
    .limit(1);
  return Boolean(row);
}
