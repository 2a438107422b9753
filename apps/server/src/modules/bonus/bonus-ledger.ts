import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hasMoney, REAL_REPLAY_TIMES, ticketCounts, typeOfFamily, defaultPlatforms, type BonusType } from '@betsite/domain/bonus';
import { ticketPayout, VOID_ODDS } from '@betsite/domain/sportsbook';
import { bonusCampaigns, gameTickets, ledgerAccounts, playerBonuses } from '../../db/schema/index.ts';
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
  /** The deposit that earned it (first-deposit and deposit-code campaigns). */
  depositId?: number;
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
      depositId: g.depositId ?? null,
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
 * Whether fun tickets staked from this bonus (while it was a Fun Bonus) are still open. Read under
 * the bonus row's lock: a settling fun ticket changes its own row before it takes that lock, so
 * whichever of two racing settlements takes the lock second sees the other's ticket settled.
 */
async function hasOpenFunTickets(tx: DbOrTx, b: PlayerBonusRow): Promise<boolean> {
  const [open] = await tx
    .select({ id: gameTickets.id })
    .from(gameTickets)
    .where(and(eq(gameTickets.userId, b.userId), eq(gameTickets.fun, true), eq(gameTickets.bonusId, b.id), eq(gameTickets.status, 1)))
    .limit(1);
  return open !== undefined;
}

/**
 * The replay requirement is met: a fun bonus becomes a real bonus (its money moves to a real
 * bonus account and must be replayed once more); a real bonus becomes withdrawable cash. The row
 * is locked by the caller; the keys make each step happen once. Answers whether it converted.
 *
 * `pending` is the payout of the fun ticket whose settlement completes a Fun Bonus's wagering: the
 * caller pays it into the real bonus account right after, in the same transaction (its own transfer,
 * `game:settle:<code>`), so it is part of the Real Bonus's amount and replay target.
 *
 * A Real Bonus that was a Fun Bonus does not become cash while fun tickets staked from it are still
 * open: their winnings are bonus money and must be replayed like the rest (docs/ledger.md
 * "Bonuses"). It stays active with its wagering full; the last of those tickets to settle converts
 * it if its payout added nothing to replay (`bonusSettlement`), otherwise real tickets replay the
 * payout first. This is simpler than following a late win into a new bonus: no second bonus row,
 * grant key or deadline, and a fun ticket's money always has an active bonus account to return to.
 */
async function convert(tx: DbOrTx, b: PlayerBonusRow, now: Date, pending = 0): Promise<boolean> {
  const acc = await lockedBalance(tx, b);
  if (!acc) return false;
  if (b.type === 'funbonus') {
    const realAcc = await accountId(tx, 'player_real_bonus', b.userId, String(b.id));
    const amount = acc.balance + pending;
    await tx
      .update(playerBonuses)
      .set({ type: 'bonus', family: REAL_FAMILY_OF_FUN[b.family] ?? 4, amount, wagerTarget: amount * REAL_REPLAY_TIMES, wagered: 0 })
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
    return true;
  }
  if (await hasOpenFunTickets(tx, b)) {
    // Replayed, but its fun tickets have not all settled: it waits for them (wagering full).
    await tx.update(playerBonuses).set({ wagered: b.wagerTarget }).where(eq(playerBonuses.id, b.id));
    return false;
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
  return true;
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

/** A sport ticket's kind and lines as the replay rules judge them (Fun Bonus Sport): a void line (an event not played) is out. */
function sportOf(t: TicketRow): { tipo: 'singola' | 'multipla' | 'sistema'; lines: { quota: number; live: boolean }[] } | null {
  const sport = (t.detail as TicketDetail | null)?.sport;
  if (!sport) return null;
  return { tipo: sport.tipo, lines: sport.lines.filter((l) => l.Esito !== 'Void').map((l) => ({ quota: l.Quota, live: sport.live })) };
}

/**
 * The potential win the minimum odds are judged on: the ticket's own, or, once lines are void, what
 * it would pay at the odds it is paid at (a void line counts 1,00), so a multiple left with one low
 * price does not count as the long shot it was bought as.
 */
function countedPotentialWin(t: TicketRow): number {
  const sport = (t.detail as TicketDetail | null)?.sport;
  if (!sport?.lines.some((l) => l.Esito === 'Void')) return t.potentialWin;
  return ticketPayout(
    sport.tipo,
    t.stake,
    sport.sistema,
    sport.lines.map((l) => ({ paid: l.Esito === 'Void' ? VOID_ODDS : l.Quota, lost: false, fissa: l.Fissa })),
  );
}

/** Whether a settled ticket counts towards a bonus's replay requirement, under its campaign's rules. */
function countsFor(b: PlayerBonusRow, platforms: string[], minOdds: number | null, t: TicketRow): boolean {
  if (!t.outcome || !t.settledAt) return false;
  return ticketCounts(
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
      potentialWin: countedPotentialWin(t),
      outcome: t.outcome,
      placedAt: t.placedAt,
      settledAt: t.settledAt,
      sport: sportOf(t),
    },
  );
}

/** What a ticket's settlement did to the player's bonuses. */
export interface BonusSettlement {
  /** A bonus converted: its 'Bonus sbloccato' may wait in the money outbox (delivered after commit). */
  converted: boolean;
  /** For a ticket staked from a granted Fun Bonus: the account its payout goes to; null = the ticket's own. */
  payTo: number | null;
}

/**
 * Called by the game platform port inside the transaction that settles a ticket, after the ticket's
 * row changed and before its payout transfer (`paid`, the cents the player receives). Bonus rows are
 * locked before any ledger account, the order every bonus movement uses.
 *
 * - A ticket staked from a granted Fun Bonus (`bonusId`) touches that bonus only: its row is locked
 *   whatever its state (so it queues behind any conversion of it) and its payout goes where the
 *   bonus's money is, never to `player_cash`: the fun account while it is a Fun Bonus (and when this
 *   ticket completes its wagering, the payout is part of the Real Bonus it becomes); its real-bonus
 *   account once it is a Real Bonus, adding the payout to `amount` and `wager_target` (× the replay
 *   factor) so it must be replayed too; the bonus pool once it is closed (expired, cancelled, or
 *   converted to cash — which no longer happens while it has open fun tickets).
 * - Any other ticket advances every active money bonus of the player it counts for (`advanceWagering`).
 */
export async function bonusSettlement(tx: DbOrTx, t: TicketRow, paid: number, now: Date): Promise<BonusSettlement> {
  if (t.bonusId === null) return { converted: await advanceWagering(tx, t, now), payTo: null };
  const [row] = await tx
    .select({ b: playerBonuses, platforms: bonusCampaigns.platforms, minOdds: bonusCampaigns.minOdds })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(eq(playerBonuses.id, t.bonusId))
    .for('update', { of: playerBonuses });
  const b = row?.b;
  // Fun money never outlives its bonus, and never becomes cash without the replay.
  if (!b || b.userId !== t.userId || b.status !== 'active') return { converted: false, payTo: await accountId(tx, 'bonus_pool') };
  if (b.type === 'funbonus') {
    if (countsFor(b, row.platforms, row.minOdds, t)) {
      if (b.wagered + t.stake >= b.wagerTarget) {
        // This ticket completes the wagering: its payout joins the Real Bonus it becomes.
        await convert(tx, b, now, paid);
        return { converted: true, payTo: await accountId(tx, 'player_real_bonus', b.userId, String(b.id)) };
      }
      await tx
        .update(playerBonuses)
        .set({ wagered: sql`least(${playerBonuses.wagerTarget}, ${playerBonuses.wagered} + ${t.stake})` })
        .where(eq(playerBonuses.id, b.id));
    }
    return { converted: false, payTo: await accountId(tx, 'player_fun_bonus', b.userId, String(b.id)) };
  }
  // The Real Bonus this Fun Bonus became: the payout joins it and must be replayed like the rest.
  const payTo = await accountId(tx, 'player_real_bonus', b.userId, String(b.id));
  const real = { ...b, amount: b.amount + paid, wagerTarget: b.wagerTarget + paid * REAL_REPLAY_TIMES };
  if (paid > 0)
    await tx
      .update(playerBonuses)
      .set({
        amount: sql`${playerBonuses.amount} + ${paid}`,
        wagerTarget: sql`${playerBonuses.wagerTarget} + ${paid * REAL_REPLAY_TIMES}`,
      })
      .where(eq(playerBonuses.id, b.id));
  // Replayed already and waiting only for its fun tickets: the last one, paying nothing more, converts
  // it — before its deadline only: past it, it expires like any other bonus (the expiry pass).
  const converted = real.wagered >= real.wagerTarget && now < b.deadline && (await convert(tx, real, now));
  return { converted, payTo };
}

/**
 * The ticket's stake advances every active money bonus of the player it counts for (a fun ticket
 * from the platform's legacy fun wallet: the Fun Bonuses; a real ticket: the Real Bonuses). The
 * bonus rows are locked (in id order), so concurrent settlements of one player's tickets queue here
 * and a bonus converts exactly once. True when a bonus converted.
 */
async function advanceWagering(tx: DbOrTx, t: TicketRow, now: Date): Promise<boolean> {
  if (!t.outcome || !t.settledAt) return false;
  let converted = false;
  const rows = await tx
    .select({ b: playerBonuses, platforms: bonusCampaigns.platforms, minOdds: bonusCampaigns.minOdds })
    .from(playerBonuses)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, playerBonuses.campaignId))
    .where(and(eq(playerBonuses.userId, t.userId), eq(playerBonuses.status, 'active'), inArray(playerBonuses.type, t.fun ? ['funbonus'] : ['bonus'])))
    .orderBy(asc(playerBonuses.id))
    .for('update', { of: playerBonuses });
  for (const { b, platforms, minOdds } of rows) {
    if (!countsFor(b, platforms, minOdds, t)) continue;
    const wagered = Math.min(b.wagerTarget, b.wagered + t.stake);
    if (wagered >= b.wagerTarget) {
      if (await convert(tx, b, now)) converted = true;
    } else
      await tx
        .update(playerBonuses)
        .set({ wagered: sql`least(${playerBonuses.wagerTarget}, ${playerBonuses.wagered} + ${t.stake})` })
        .where(eq(playerBonuses.id, b.id));
  }
  return converted;
}
