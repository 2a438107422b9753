import { VIP_CODES as C, type TCompPoint, type TRecharge, type TStatementRow, type TVipProgram, type TVipPromo } from '@betsite/contract/vip-club';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { canAfford, levelFor, progressOf } from '@betsite/domain/comp-points';
import type { AppDeps } from '../../deps.ts';
import { isLockNotAvailable } from '../../db/pg-errors.ts';
import { isRefusal, refuse, type Outcome } from '../../platform/outcome.ts';
import { isLive } from '../bonus/repository.ts';
import type { BonusService } from '../bonus/service.ts';
import { convertPoints, NotEnoughPoints } from './points-ledger.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances' | 'config'>;

/** VIP Club and Comp Point (document 3 §2, §4, §7): enrolment, level, points, statement and conversions. */
export class VipClubService {
  constructor(
    private readonly deps: Deps,
    private readonly bonus: BonusService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Who may see the club: VIP2_Enabled on, and a player who may receive promotions (not
   * self-excluded, not blocked, not a withdrawal-only site) — otherwise -1112, message only.
   */
  private async allowed(userId: number): Promise<boolean> {
    return (await this.deps.site.module('VIP2_Enabled')) && (await this.bonus.mayReceive(userId));
  }

  /** The caller's own active subscription, or the refusal that says why there is none (§4 codes). */
  private async member(userId: number): Promise<Outcome<repo.SubscriptionRow>> {
    if (!(await this.allowed(userId))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const sub = await repo.findSubscription(this.db, userId);
    if (!sub) return refuse(C.NOT_ENROLLED, T.notEnrolled);
    if (sub.status !== 'active') return refuse(C.SUSPENDED, T.suspended);
    return sub;
  }

  async program(userId: number): Promise<Outcome<TVipProgram>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    const levels = await repo.levels(this.db);
    const points = await repo.pointsByPlatform(this.db, sub.id);
    const total = points.reduce((s, p) => s + p.accrued, 0);
    const level = levelFor(
      total,
      levels.map((l) => ({ ...l })),
    );
    const bar = (id: number | null, name: string, accrued: number) => {
      const p = progressOf(accrued, levels);
      return {
        PlatformType_Id: id,
        PlatformType_Name: name,
        Points: accrued,
        LevelName: p.level,
        NextLevelName: p.next,
        NextLevelPoints: p.nextPoints,
        Percent: p.percent,
      };
    };
    return {
      SubscriptionId: sub.id,
      Stato: 'Iscritto',
      DataAdesione: sub.appliedAt.toISOString(),
      level: level.name,
      levelId: level.id,
      dal: sub.levelSince.toISOString(),
      levelDetail: points.map((p) => ({
        Name: levelFor(p.accrued, levels).name,
        PlatformType_Name: p.name,
        dal: p.accrued > 0 ? sub.levelSince.toISOString() : null,
        SubscriptionId: sub.id,
      })),
      ProgressBars: [bar(null, 'Totale', total), ...points.map((p) => bar(p.id, p.name, p.accrued))],
      Levels: levels.map((l) => ({ Id: l.id, Name: l.name, MinPoints: l.minPoints, Description: l.description, CardName: l.cardName })),
      CardRequestedId: sub.cardRequestedId,
      CardRequestedAt: sub.cardRequestedAt?.toISOString() ?? null,
    };
  }

  /**
   * VipPlayerApply: enrols the player at once (0, or 0 'already' for a member); a suspended member
   * gets -1111, a player who may not take part -1112.
   */
  async apply(userId: number): Promise<Outcome<'enrolled' | 'already-enrolled'>> {
    if (!(await this.allowed(userId))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const existing = await repo.findSubscription(this.db, userId);
    if (existing?.status === 'suspended') return refuse(C.SUSPENDED, T.suspended);
    if (existing) return 'already-enrolled';
    await repo.enrol(this.db, userId, this.deps.clock.now());
    return 'enrolled';
  }

  async compPoint(userId: number): Promise<Outcome<TCompPoint>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    const last = await repo.lastRun(this.db);
    const next = last ? new Date(last.getTime() + this.deps.config.VIP_POINTS_INTERVAL_HOURS * 3_600_000) : null;
    return {
      punti: (await repo.pointsByPlatform(this.db, sub.id)).map((p) => ({
        PlatformType_Id: p.id,
        PlatformType_Name: p.name,
        punti: p.points,
        SubscriptionId: sub.id,
      })),
      Reference_Date: last?.toISOString() ?? null,
      NextUpdate: next?.toISOString() ?? null,
    };
  }

  /** GetVIPProgramEstrattoConto: only the caller's own subscription; another id answers like a missing one. */
  async statement(
    userId: number,
    q: { skip: number; take: number; subscriptionId?: number; platformId?: number },
  ): Promise<Outcome<{ Movimenti: TStatementRow[]; Total: number }>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    if (q.subscriptionId !== undefined && q.subscriptionId !== sub.id) return refuse(C.NOT_FOUND, T.subscriptionNotFound);
    const { rows, total } = await repo.statement(this.db, sub.id, q.platformId || null, q.skip, q.take);
    return {
      Movimenti: rows.map((r) => ({
        Id: r.id,
        Reference_Date: r.referenceDate.toISOString(),
        Causal_Description: r.causal,
        Notes: r.notes,
        Platform_Description: r.platform,
        CasinoGameName: r.casinoGameName,
        Amount: r.amount,
        AmountPerPoint: r.amountPerPoint,
        Points: r.points,
        RunningBalance: r.running,
      })),
      Total: total,
    };
  }

  /**
   * GetListaRicariche: the conversions on offer (those drawing on `platformTypeId` when given) and
   * whether each is affordable now. A conversion whose campaign is not live (the bonus module's rule:
   * not begun, past its end, or ended by an operator) is not on offer.
   */
  async recharges(userId: number, platformTypeId?: number): Promise<Outcome<TRecharge[]>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    const names = await repo.ruleNames(this.db);
    const balances = new Map((await repo.pointsByPlatform(this.db, sub.id)).map((p) => [p.id, p.points]));
    const now = this.deps.clock.now();
    return (await repo.recharges(this.db))
      .filter(({ r }) => !platformTypeId || r.cost.some((c) => c.platformTypeId === platformTypeId))
      .filter(({ campaign }) => isLive(campaign, now))
      .map(({ r }) => ({
        Id: r.id,
        name: r.name,
        amount: r.amount,
        detail: r.cost.map((c) => ({ PlatformType_Id: c.platformTypeId, PlatformTypeName: names.get(c.platformTypeId) ?? '', Points: c.points })),
        CanApply: canAfford(balances, r.cost),
      }));
  }

  /**
   * VipRechargeRequest: spends the points once and grants the bonus (docs/ledger.md "Comp
   * points"). Another player's subscription answers like a missing one; a second request while one
   * runs is refused with BUSY; not enough points changes nothing, nor does a conversion whose
   * campaign is not live (answered like a missing one, before anything is spent).
   */
  async rechargeRequest(userId: number, body: { rechargeId: number; subscriptionId: number }): Promise<Outcome<{ bonusId: number; requestId: number }>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    if (body.subscriptionId !== sub.id) return refuse(C.NOT_FOUND, T.subscriptionNotFound);
    const now = this.deps.clock.now();
    const offer = (await repo.recharges(this.db)).find(({ r }) => r.id === body.rechargeId);
    if (!offer || !isLive(offer.campaign, now)) return refuse(C.NOT_FOUND, T.rechargeNotFound);
    try {
      const { requestId, bonus } = await convertPoints(this.db, {
        userId,
        subscriptionId: sub.id,
        rechargeId: offer.r.id,
        rechargeName: offer.r.name,
        amount: offer.r.amount,
        cost: offer.r.cost,
        campaign: offer.campaign,
        now,
      });
      this.deps.balances.invalidate(userId);
      return { bonusId: bonus.id, requestId };
    } catch (err) {
      if (err instanceof NotEnoughPoints) return refuse(C.NOT_ENOUGH_POINTS, T.notEnoughPoints);
      if (isLockNotAvailable(err)) return refuse(C.BUSY, T.busy);
      throw err;
    }
  }

  async promos(userId: number): Promise<Outcome<TVipPromo[]>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    const levels = await repo.levels(this.db);
    const total = (await repo.pointsByPlatform(this.db, sub.id)).reduce((s, p) => s + p.accrued, 0);
    const level = levelFor(total, levels);
    return (await repo.promos(this.db, level.minPoints, this.deps.clock.now())).map(({ p, level: name }) => ({
      Id: p.id,
      Title: p.title,
      Description: p.description,
      LevelName: name,
      DateTo: p.endsAt.toISOString(),
    }));
  }

  /** The card request: the card of a level the member has reached, once per card. */
  async requestCard(userId: number, levelId: number): Promise<Outcome<null>> {
    const sub = await this.member(userId);
    if (isRefusal(sub)) return sub;
    const levels = await repo.levels(this.db);
    const card = levels.find((l) => l.id === levelId);
    if (!card) return refuse(C.NOT_FOUND, T.badId);
    const total = (await repo.pointsByPlatform(this.db, sub.id)).reduce((s, p) => s + p.accrued, 0);
    if (card.minPoints > total) return refuse(C.NOT_FOUND, T.cardNotReached);
    if (!(await repo.requestCard(this.db, sub, card, this.deps.clock.now()))) return refuse(C.ALREADY, T.cardAlready);
    return null;
  }
}
