import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_STATE, BLOCKABLE_STATES } from '@betsite/domain/account-status';
import { BACKOFFICE_TEXT as T } from '@betsite/contract/backoffice-messages';
import { betSessions, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { refuse, type Outcome, type Refusal } from '../../platform/outcome.ts';
import type { Sessions } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { activeExclusions } from '../responsible-gaming/repository.ts';
import type { AuditedChanges, AuditSource } from './audit.ts';

/** The refusal code of the back office's own refusals (calls/backoffice.ts: REFUSED). */
const REFUSED = -1;

type Deps = { clock: Clock; sessions: Pick<Sessions, 'onRevokedNotify'> };
/** What a block or unblock did: the states before and after and the sessions it closed, or why nothing changed. */
type Change = { ok: true; before: number; after: number; closed: string[] } | { ok: false; refusal: Refusal };

/**
 * The player's row, locked for the rest of the transaction: a block, an unblock and a self-exclusion
 * (which locks it too) of the same player take turns, so the state read here is the one the update
 * replaces; a document approval writes only on the state it finds (users/repository.ts,
 * validateProvisional). 404 for an unknown id or an operator, as the player page.
 */
async function lockedPlayer(tx: DbOrTx, id: number) {
  const [u] = await tx
    .select({ statoConto: users.statoConto, blockedFromState: users.blockedFromState })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'player')))
    .for('update');
  if (!u) throw notFound(T.playerNotFound);
  return u;
}

/** Closes every live session of the player (they are logged out at once); their ids, for the other processes' caches. */
async function closeSessions(tx: DbOrTx, id: number, at: Date): Promise<string[]> {
  const rows = await tx
    .update(betSessions)
    .set({ revokedAt: at, revokeReason: 'blocked' })
    .where(and(eq(betSessions.userId, id), isNull(betSessions.revokedAt)))
    .returning({ id: betSessions.id });
  return rows.map((r) => r.id);
}

/**
 * Blocks a provisional or validated account (state 6), keeping the state it had for the unblock,
 * and closes the player's sessions: one transaction with its audit row. Anything else is refused
 * with nothing changed — a blocked account (a replay), and above all a self-excluded or excluded
 * one, whose state an unblock would otherwise turn back into an open account.
 */
export async function blockPlayer(deps: Deps, audit: AuditedChanges, by: AuditSource, id: number, motivo: string): Promise<Outcome<null>> {
  const now = deps.clock.now();
  const change = await audit.run<Change>(
    by,
    async (tx) => {
      const u = await lockedPlayer(tx, id);
      if (u.statoConto === ACCOUNT_STATE.BLOCKED) return { ok: false, refusal: refuse(REFUSED, T.alreadyBlocked) };
      if (!BLOCKABLE_STATES.includes(u.statoConto)) return { ok: false, refusal: refuse(REFUSED, T.notBlockable) };
      await tx
        .update(users)
        .set({ statoConto: ACCOUNT_STATE.BLOCKED, blockedFromState: u.statoConto, blockedAt: now, blockReason: motivo })
        .where(eq(users.id, id));
      return { ok: true, before: u.statoConto, after: ACCOUNT_STATE.BLOCKED, closed: await closeSessions(tx, id, now) };
    },
    (c) => entry('player.block', id, c, motivo),
    (c) => c.ok,
  );
  return settled(deps, change);
}

/**
 * Gives an account blocked by the back office its state before the block. Refused, nothing
 * changed, for an account not in state 6 or blocked otherwise (no stored state), and while a
 * self-exclusion of every product is in force: the account stays blocked rather than open (the
 * exclusion's end does not touch a state 6, so an operator unblocks it then).
 */
export async function unblockPlayer(deps: Deps, audit: AuditedChanges, by: AuditSource, id: number, motivo: string): Promise<Outcome<null>> {
  const now = deps.clock.now();
  const change = await audit.run<Change>(
    by,
    async (tx) => {
      const u = await lockedPlayer(tx, id);
      const back = u.blockedFromState;
      if (u.statoConto !== ACCOUNT_STATE.BLOCKED || back === null || !BLOCKABLE_STATES.includes(back))
        return { ok: false, refusal: refuse(REFUSED, T.notBlockedByOperator) };
      if ((await activeExclusions(tx, id, now)).some((e) => e.product === 'all')) return { ok: false, refusal: refuse(REFUSED, T.unblockDuringExclusion) };
      await tx.update(users).set({ statoConto: back, blockedFromState: null, blockedAt: null, blockReason: null }).where(eq(users.id, id));
      return { ok: true, before: ACCOUNT_STATE.BLOCKED, after: back, closed: [] };
    },
    (c) => entry('player.unblock', id, c, motivo),
    (c) => c.ok,
  );
  return settled(deps, change);
}

function entry(action: string, id: number, c: Change, motivo: string) {
  const done = c as Extract<Change, { ok: true }>;
  return {
    action,
    targetUserId: id,
    target: `player:${id}`,
    before: { statoConto: done.before },
    after: { statoConto: done.after, motivo, ...(action === 'player.block' ? { sessioniChiuse: done.closed.length } : {}) },
  };
}

function settled(deps: Deps, change: Change): Outcome<null> {
  if (!change.ok) return change.refusal;
  // This process forgets the closed sessions at once; the others on NOTIFY session_revoked (trigger on revoked_at).
  for (const sessionId of change.closed) deps.sessions.onRevokedNotify(sessionId);
  return null;
}
