import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deposits, depositLimits, playerProfiles, rgExclusionTypes, rgLimitCaps, rgRuleSets, selfExclusions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

export type LimitRow = typeof depositLimits.$inferSelect;
export type ExclusionRow = typeof selfExclusions.$inferSelect;
export type ExclusionTypeRow = typeof rgExclusionTypes.$inferSelect;
export type RuleSetRow = typeof rgRuleSets.$inferSelect;
export type CapRow = typeof rgLimitCaps.$inferSelect;

export interface RuleSet {
  set: RuleSetRow;
  types: ExclusionTypeRow[];
  caps: CapRow[];
}

/** A rule set with its self-exclusion choices and caps, or undefined when the code is unknown. */
export async function loadRuleSet(db: DbOrTx, code: string): Promise<RuleSet | undefined> {
  const [set] = await db.select().from(rgRuleSets).where(eq(rgRuleSets.code, code));
  if (!set) return undefined;
  const [types, caps] = await Promise.all([
    db.select().from(rgExclusionTypes).where(eq(rgExclusionTypes.ruleSet, code)).orderBy(asc(rgExclusionTypes.sort), asc(rgExclusionTypes.code)),
    db.select().from(rgLimitCaps).where(eq(rgLimitCaps.ruleSet, code)),
  ]);
  return { set, types, caps };
}

/**
 * The player's deposit limits as stored. When no weekly row exists, the weekly limit chosen at
 * registration (`player_profiles.deposito_massimo`, in euro) stands in for it, as it always has.
 */
export async function limitsOf(db: DbOrTx, userId: number): Promise<LimitRow[]> {
  const rows = await db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
  if (rows.some((r) => r.periodo === 'WW')) return rows;
  const [p] = await db
    .select({ max: playerProfiles.depositoMassimo, at: playerProfiles.createdAt })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId));
  if (!p || p.max <= 0) return rows;
  return [
    ...rows,
    { userId, periodo: 'WW', importo: p.max * 100, numVoltePeriodo: 1, pendingImporto: null, pendingFrom: null, createdAt: p.at, updatedAt: p.at },
  ];
}

export async function upsertLimit(db: DbOrTx, row: typeof depositLimits.$inferInsert & { updatedAt: Date }): Promise<void> {
  await db
    .insert(depositLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [depositLimits.userId, depositLimits.periodo],
      set: {
        importo: row.importo,
        numVoltePeriodo: row.numVoltePeriodo,
        pendingImporto: row.pendingImporto ?? null,
        pendingFrom: row.pendingFrom ?? null,
        updatedAt: row.updatedAt,
      },
    });
}

/** Locks the player's row for the rest of the transaction: limits, exclusions and deposits of one player queue here. */
export async function lockPlayer(tx: DbOrTx, userId: number) {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return u;
}

/** Exclusions in force at `now` (not released, started, not ended). */
export async function activeExclusions(db: DbOrTx, userId: number, now: Date): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(selfExclusions)
    .where(
      and(
        eq(selfExclusions.userId, userId),
        isNull(selfExclusions.releasedAt),
        lte(selfExclusions.startsAt, now),
        or(isNull(selfExclusions.endsAt), gt(selfExclusions.endsAt, now)),
      ),
    )
    .orderBy(asc(selfExclusions.id));
}

export async function insertExclusion(db: DbOrTx, row: typeof selfExclusions.$inferInsert): Promise<ExclusionRow> {
  const [r] = await db.insert(selfExclusions).values(row).returning();
  return r!;
}

/**
 * A temporary exclusion of every product that has ended gives the account its state back (7 → the
 * state before). Run lazily (login, session check, responsible-gaming reads): one UPDATE.
 */
export async function releaseEndedExclusions(db: Db, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(selfExclusions)
      .set({ releasedAt: now })
      .where(and(eq(selfExclusions.userId, userId), isNull(selfExclusions.releasedAt), lte(selfExclusions.endsAt, now)))
      .returning();
    const all = ended.filter((e) => e.product === 'all' && e.kind === 'temporary');
    if (all.length === 0) return ended.length > 0;
    const stillActive = await activeExclusions(tx, userId, now);
    if (stillActive.some((e) => e.product === 'all')) return true;
    const previous = all[all.length - 1]!.previousStato;
    await tx
      .update(users)
      .set({ statoConto: previous })
      .where(and(eq(users.id, userId), eq(users.statoConto, 7)));
    return true;
  });
}

/**
 * A provisional account validated (its documents approved) while a self-exclusion of every product
 * is in force: it shows the exclusion's state, 7 or 8, as an account validated before the exclusion
 * does, so the status check and 'Stato conto' say it; and the exclusion's end gives back the
 * validated state, not the provisional one the exclusion was saved with. Nothing for any other state.
 */
export async function showExclusionOnValidation(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  const all = (await activeExclusions(tx, userId, now)).filter((e) => e.product === 'all');
  if (all.length === 0) return;
  const excluded = all.some((e) => e.kind === 'permanent') ? ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT : ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY;
  const moved = await tx
    .update(users)
    .set({ statoConto: excluded })
    .where(and(eq(users.id, userId), eq(users.statoConto, ACCOUNT_STATE.VALIDATED)))
    .returning({ id: users.id });
  if (moved.length === 0) return;
  await tx
    .update(selfExclusions)
    .set({ previousStato: ACCOUNT_STATE.VALIDATED })
    .where(and(eq(selfExclusions.userId, userId), isNull(selfExclusions.releasedAt), eq(selfExclusions.previousStato, ACCOUNT_STATE.PROVISIONAL)));
}

export async function setDepositLimitSet(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ depositLimitSet: true })
    .where(and(eq(users.id, userId), eq(users.depositLimitSet, false)));
}

export async function setStatoConto(db: DbOrTx, userId: number, statoConto: number): Promise<void> {
  await db.update(users).set({ statoConto }).where(eq(users.id, userId));
}

export async function birthDateOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [p] = await db.select({ d: playerProfiles.dataNascita }).from(playerProfiles).where(eq(playerProfiles.userId, userId));
  return p?.d ?? null;
}

/** Whether the player has anything the deposit path must check under the lock: limits, an exclusion not yet released, a first access due. */
export const guardedSql = (userId: ReturnType<typeof sql.placeholder> | number) =>
  sql<boolean>`(exists (select 1 from ${depositLimits} where ${depositLimits.userId} = ${userId}) or exists (select 1 from ${selfExclusions} where ${selfExclusions.userId} = ${userId} and ${selfExclusions.releasedAt} is null) or exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.firstAccessDue}))`;

/** Whether the player's first access (contract version and three limits) is still due. */
export async function firstAccessDue(db: DbOrTx, userId: number): Promise<boolean> {
  const [u] = await db.select({ due: users.firstAccessDue }).from(users).where(eq(users.id, userId));
  return u?.due ?? false;
}

/** Cents deposited (credited or still open) since `from`: a deposit limit's window. */
export async function depositedSince(db: DbOrTx, userId: number, from: Date): Promise<number> {
  const [r] = await db
    .select({ total: sql<number>`coalesce(sum(${deposits.amount}), 0)::bigint` })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), inArray(deposits.status, ['success', 'pending', 'created']), gte(deposits.createdAt, from)));
  return Number(r?.total ?? 0);
}
