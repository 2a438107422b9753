import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hasMoney, REAL_REPLAY_TIMES, ticketCounts, typeOfFamily, defaultPlatforms, type BonusType } from '@betsite/domain/bonus';
import { bonusCampaigns, ledgerAccounts, playerBonuses } from '../../db/schema/index.ts';
import type { TicketDetail, TicketRow } from '../games/port.ts';
import { accountId, postTransfer, type DbOrTx } from '../wallet/ledger.ts';
import { bonusUnlockedMessage } from './bonus-notifications.ts';
import { accountKindOf, type CampaignRow, type PlayerBonusRow } from './repository.ts';

/**
 * Every movement of bonus money (docs/ledger.md "Bonuses"). Each one is a conditional UPDATE of
 * the bonus row (only an active bonus changes) and, in the same transaction, a ledger transfer
 * with its own idempotency key: a bonus is credited, converted, expired or cancelled once, and a
 * closed bonus leaves nothing in its account.
 */

/** Sport fun bonus becomes a sport real bonus, casino fun bonus a casino real bonus. */
const REAL_FAMILY_OF_FUN: Record<number, number> = { 5: 4, 8: 1 };

export interface GrantInput {
  userId: number;
  campaign: CampaignRow;
  /** What makes the grant once-only: `campaign:<id>:user:<id>`. */
  grantKey: string;
  amount: number;
  now: Date;
}

/** Grants a bonus once (the grant key decides); money bonuses are credited from the bonus pool. */
export async function grantBonus(tx: DbOrTx, g: GrantInput): Promise<PlayerBonusRow | null> {
  const type: BonusType = typeOfFamily(g.campaign.family);
  const times = g.campaign.wagerTimes;
  const [row] = await tx
    .insert(playerBonuses)
    .values({
      userId: g.userId,
      campaignId: g.campaign.id,
      grantKey: g.grantKey,
      type,
      family: g.campaign.family,
      amount: type === 'freespin' ? 0 : g.amount,
      wagerTarget: hasMoney(type) ? g.amount * times : 0,
      nSpin: g.campaign.nSpin,
      grantedAt: g.now,
      deadline: new Date(g.now.getTime() + g.campaign.validDays * 86_400_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const kind = accountKindOf(type);
  if (kind && g.amount > 0) {
    await postTransfer(tx, {
      key: `bonus:grant:${row.id}`,
      kind: 'bonus_grant',
      userId: g.userId,
      description: g.campaign.name,
      ref: `B${row.id}`,
      at: g.now,
      legs: [
        { accountId: await accountId(tx, 'bonus_pool'), amount: -g.amount },
        { accountId: await accountId(tx, kind, g.userId, String(row.id)), amount: g.amount },
      ],
    });
  }
  return row;
}

/** The balance of a bonus's own account, locked for the rest of the transaction. */
async function lockedBalance(tx: DbOrTx, b: PlayerBonusRow): Promise<{ id: number; balance: number } | null> {
  const kind = accountKindOf(b.type);
  if (!kind) return null;
  const id = await accountId(tx, kind, b.userId, String(b.id));
  const [acc] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
  return { id, balance: acc?.balance ?? 0 };
}

/**
 * Closes an active bonus as expired or cancelled: its money goes back to the bonus pool (nothing
 * is left behind); an entitlement just closes. Answers false when it was no longer active.
 */
export async function closeBonus(
  tx: DbOrTx,
  bonusId: number,
  status: 'expired' | 'cancelled',
  now: Date,
  onlyIf?: { userId: number; type: string },
): Promise<PlayerBonusRow | null> {
  const [row] = await tx
    .update(playerBonuses)
    .set({ status, closedAt: now })
    .where(
      and(
        eq(playerBonuses.id, bonusId),
        eq(playerBonuses.status, 'active'),
        ...(onlyIf ? [eq(playerBonuses.userId, onlyIf.userId), eq(playerBonuses.type, onlyIf.type)] : []),
      ),
    )
    .returning();
  if (!row) return null;
  const acc = await lockedBalance(tx, row);
  if (acc && acc.balance > 0) {
    await postTransfer(tx, {
      key: `bonus:${status === 'expired' ? 'expire' : 'cancel'}:${row.id}`,
      kind: status === 'expired' ? 'bonus_expire' : 'bonus_cancel',
      userId: row.userId,
      description: status === 'expired' ? 'Bonus scaduto' : 'Bonus annullato',
      ref: `B${row.id}`,
      at: now,
      legs: [
        { accountId: acc.id, amount: -acc.balance },
        { accountId: await accountId(tx, 'bonus_pool'), amount: acc.balance },
      ],
    });
  }
  return row;
}

/**
 * The replay requirement is met: a fun bonus becomes a real bonus (its money moves to a real
 * bonus account and must be replayed once more); a real bonus becomes withdrawable cash. The row
 * is locked by the caller; the keys make each step happen once.
 */
async function convert(tx: DbOrTx, b: PlayerBonusRow, now: Date): Promise<void> {
  const acc = await lockedBalance(tx, b);
  if (!acc) return;
  if (b.type === 'funbonus') {
    const realAcc = await accountId(tx, 'player_real_bonus', b.userId, String(b.id));
    await tx
      .update(playerBonuses)
      .set({ type: 'bonus', family: REAL_FAMILY_OF_FUN[b.family] ?? 4, amount: acc.balance, wagerTarget: acc.balance * REAL_REPLAY_TIMES, wagered: 0 })
      .where(and(eq(playerBonuses.id, b.id), eq(playerBonuses.status, 'active'), eq(playerBonuses.type, 'funbonus')));
    if (acc.balance > 0) {
      await postTransfer(tx, {
        key: `bonus:fun-to-real:${b.id}`,
        kind: 'bonus_fun_to_real',
        userId: b.userId,
        description: 'Fun Bonus convertito in Real Bonus',
        ref: `B${b.id}`,
        at: now,
        legs: [
          { accountId: acc.id, amount: -acc.balance },
          { accountId: realAcc, amount: acc.balance },
        ],
      });
    }
    return;
  }
  await tx
    .update(playerBonuses)
    .set({ status: 'converted', wagered: b.wagerTarget, closedAt: now })
    .where(and(eq(playerBonuses.id, b.id), eq(playerBonuses.status, 'active')));
  if (acc.balance > 0) {
    await postTransfer(tx, {
      key: `bonus:convert:${b.id}`,
      kind: 'bonus_convert',
      userId: b.userId,
      description: 'Bonus convertito in saldo prelevabile',
      ref: `B${b.id}`,
      at: now,
      legs: [
        { accountId: acc.id, amount: -acc.balance },
        { accountId: await accountId(tx, 'player_cash', b.userId), amount: acc.balance },
      ],
      // 'Bonus sbloccato' into the money outbox with the movement; the caller delivers it after commit.
      notify: [bonusUnlockedMessage(b, acc.balance)],
    });
  }
}

/**
 * A fun ticket's stake from a granted Fun Bonus, inside the ticket's transaction: the bonus row is
 * locked first (bonus rows before ledger accounts, as every bonus movement) and must be the
 * player's, active, still a fun bonus, within its deadline and for the ticket's platform. The
 * ledger's CHECK then refuses a stake above the bonus account's balance, so parallel stakes queue
 * on the row and never overdraw it.
 */
export async function lockFunBonusForStake(tx: DbOrTx, bonusId: number, userId: number, platform: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ b: playerBonuses, platforms: bonusCampaigns.platforms })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.userId, userId), eq(playerBonuses.status, 'active'), eq(playerBonuses.type, 'funbonus')))
    .for('update', { of: playerBonuses });
  if (!row || row.b.deadline <= now) return false;
  return (row.platforms.length ? row.platforms : defaultPlatforms(row.b.family)).includes(platform);
}

/**
 * Where a fun ticket's winnings go at settlement (after its wagering moved, in the same transaction):
 * where its bonus's money is now — the fun account while the bonus is a fun bonus, its real-bonus
 * account once converted to a Real Bonus, the cash account once converted to cash, the bonus pool
 * once expired or cancelled (fun money outlives no bonus).
 */
export async function bonusPayoutAccount(tx: DbOrTx, bonusId: number, userId: number): Promise<number> {
  const [b] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
  if (!b || b.userId !== userId) return accountId(tx, 'bonus_pool');
  if (b.status === 'converted') return accountId(tx, 'player_cash', userId);
  if (b.status !== 'active') return accountId(tx, 'bonus_pool');
  return accountId(tx, b.type === 'funbonus' ? 'player_fun_bonus' : 'player_real_bonus', userId, String(b.id));
}

/** A sport ticket's kind and lines for the Fun Bonus Sport rule. */
function sportOf(t: TicketRow): { tipo: 'singola' | 'multipla' | 'sistema'; lines: { quota: number; live: boolean }[] } | null {
  const sport = (t.detail as TicketDetail | null)?.sport;
  if (!sport) return null;
  return { tipo: sport.tipo, lines: sport.lines.map((l) => ({ quota: l.Quota, live: sport.live })) };
}

/**
 * Called by the game platform port inside the transaction that settles a ticket: the ticket's
 * stake advances every active money bonus of the player it counts for. The bonus rows are locked
 * (in id order), so concurrent settlements of one player's tickets queue here and a bonus
 * converts exactly once. A ticket staked from a granted Fun Bonus counts towards that bonus only.
 * True when a bonus converted: its 'Bonus sbloccato' may wait in the money outbox, which the caller
 * delivers after commit (`deliverAfterCommit`).
 */
export async function advanceWagering(tx: DbOrTx, t: TicketRow, now: Date): Promise<boolean> {
  if (!t.outcome || !t.settledAt) return false;
  let converted = false;
  const rows = await tx
    .select({ b: playerBonuses, platforms: bonusCampaigns.platforms, minOdds: bonusCampaigns.minOdds })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(
      and(
        eq(playerBonuses.userId, t.userId),
        eq(playerBonuses.status, 'active'),
        inArray(playerBonuses.type, t.fun ? ['funbonus'] : ['bonus']),
        ...(t.bonusId != null ? [eq(playerBonuses.id, t.bonusId)] : []),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .for('update', { of: playerBonuses });
  for (const { b, platforms, minOdds } of rows) {
    const counts = ticketCounts(
      {
        type: b.type as BonusType,
        family: b.family,
        platforms: platforms.length ? platforms : defaultPlatforms(b.family),
        minOdds,
        grantedAt: b.grantedAt,
        deadline: b.deadline,
      },
      {
        platform: t.platform,
        fun: t.fun,
        stake: t.stake,
        potentialWin: t.potentialWin,
        outcome: t.outcome,
        placedAt: t.placedAt,
        settledAt: t.settledAt,
        sport: sportOf(t),
      },
    );
    if (!counts) continue;
    const wagered = Math.min(b.wagerTarget, b.wagered + t.stake);
    if (wagered >= b.wagerTarget) {
      await convert(tx, b, now);
      converted = true;
    } else
      await tx
        .update(playerBonuses)
        .set({ wagered: sql`least(${playerBonuses.wagerTarget}, ${playerBonuses.wagered} + ${t.stake})` })
        .where(eq(playerBonuses.id, b.id));
  }
  return converted;
}
