import { fail, ok, type TEnvelope } from '@betsite/contract/envelope';
import { VIP_CODES as C, type TCompPoint, type TRecharge, type TStatementRow, type TVipProgram, type TVipPromo } from '@betsite/contract/vip-club';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { canAfford, levelFor, progressOf } from '@betsite/domain/comp-points';
import type { AppDeps } from '../../deps.ts';
import { isLockNotAvailable } from '../../db/pg-errors.ts';
import { BonusService } from '../bonus/service.ts';
import { convertPoints, NotEnoughPoints } from './points-ledger.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances' | 'config'>;
type Gate = { ok: true; sub: repo.SubscriptionRow } | { ok: false; answer: TEnvelope<never> };

/** VIP Club and Comp Point (document 3 §2, §4, §7): enrolment, level, points, statement and conversions. */
export class VipClubService {
  private readonly bonus: BonusService;
  constructor(private readonly deps: Deps) {
    this.bonus = new BonusService(deps);
  }

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

  /** The caller's own active subscription, or the answer that says why there is none (§4 codes). */
  private async member(userId: number): Promise<Gate> {
    if (!(await this.allowed(userId))) return { ok: false, answer: fail(C.NOT_ALLOWED, T.notAllowed) };
    const sub = await repo.findSubscription(this.db, userId);
    if (!sub) return { ok: false, answer: fail(C.NOT_ENROLLED, T.notEnrolled) };
    if (sub.status !== 'active') return { ok: false, answer: fail(C.SUSPENDED, T.suspended) };
    return { ok: true, sub };
  }

  async program(userId: number): Promise<TEnvelope<TVipProgram>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    const { sub } = m;
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
    return ok({
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
    });
  }

  /** VipPlayerApply: enrols the player at once (0); a suspended member gets -1111, a player who may not take part -1112. */
  async apply(userId: number): Promise<TEnvelope<null>> {
    if (!(await this.allowed(userId))) return fail(C.NOT_ALLOWED, T.notAllowed);
    const existing = await repo.findSubscription(this.db, userId);
    if (existing?.status === 'suspended') return fail(C.SUSPENDED, T.suspended);
    if (existing) return ok(null, T.alreadyEnrolled);
    await repo.enrol(this.db, userId, this.deps.clock.now());
    return ok(null, T.applyOk);
  }

  async compPoint(userId: number): Promise<TEnvelope<TCompPoint>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    const last = await repo.lastRun(this.db);
    const next = last ? new Date(last.getTime() + this.deps.config.VIP_POINTS_INTERVAL_HOURS * 3_600_000) : null;
    return ok({
      punti: (await repo.pointsByPlatform(this.db, m.sub.id)).map((p) => ({
        PlatformType_Id: p.id,
        PlatformType_Name: p.name,
        punti: p.points,
        SubscriptionId: m.sub.id,
      })),
      Reference_Date: last?.toISOString() ?? null,
      NextUpdate: next?.toISOString() ?? null,
    });
  }

  /** GetVIPProgramEstrattoConto: only the caller's own subscription; another id answers like a missing one. */
  async statement(
    userId: number,
    q: { skip: number; take: number; subscriptionId?: number; platformId?: number },
  ): Promise<TEnvelope<{ Movimenti: TStatementRow[]; Total: number }>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    if (q.subscriptionId !== undefined && q.subscriptionId !== m.sub.id) return fail(C.NOT_FOUND, T.subscriptionNotFound);
    const { rows, total } = await repo.statement(this.db, m.sub.id, q.platformId || null, q.skip, q.take);
    return ok({
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
    });
  }

  /** GetListaRicariche: the conversions on offer (those drawing on `platformTypeId` when given) and whether each is affordable now. */
  async recharges(userId: number, platformTypeId?: number): Promise<TEnvelope<TRecharge[]>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    const names = await repo.ruleNames(this.db);
    const balances = new Map((await repo.pointsByPlatform(this.db, m.sub.id)).map((p) => [p.id, p.points]));
    const now = this.deps.clock.now();
    return ok(
      (await repo.recharges(this.db))
        .filter(({ r }) => !platformTypeId || r.cost.some((c) => c.platformTypeId === platformTypeId))
        .filter(({ campaign }) => !campaign.endedAt || campaign.endedAt > now)
        .map(({ r }) => ({
          Id: r.id,
          name: r.name,
          amount: r.amount,
          detail: r.cost.map((c) => ({ PlatformType_Id: c.platformTypeId, PlatformTypeName: names.get(c.platformTypeId) ?? '', Points: c.points })),
          CanApply: canAfford(balances, r.cost),
        })),
    );
  }

  /**
   * VipRechargeRequest: spends the points once and grants the bonus (docs/ledger.md "Comp
   * points"). Another player's subscription answers like a missing one; a second request while one
   * runs is refused with BUSY; not enough points changes nothing.
   */
  async rechargeRequest(userId: number, body: { rechargeId: number; subscriptionId: number }): Promise<TEnvelope<{ bonusId: number; requestId: number }>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    if (body.subscriptionId !== m.sub.id) return fail(C.NOT_FOUND, T.subscriptionNotFound);
    const now = this.deps.clock.now();
    const offer = (await repo.recharges(this.db)).find(({ r }) => r.id === body.rechargeId);
    if (!offer || (offer.campaign.endedAt && offer.campaign.endedAt <= now)) return fail(C.NOT_FOUND, T.rechargeNotFound);
    try {
      const { requestId, bonus } = await convertPoints(this.db, {
        userId,
        subscriptionId: m.sub.id,
        rechargeId: offer.r.id,
        rechargeName: offer.r.name,
        amount: offer.r.amount,
        cost: offer.r.cost,
        campaign: offer.campaign,
        now,
      });
      this.deps.balances.invalidate(userId);
      return ok({ bonusId: bonus.id, requestId }, T.conversionOk);
    } catch (err) {
      if (err instanceof NotEnoughPoints) return fail(C.NOT_ENOUGH_POINTS, T.notEnoughPoints);
      if (isLockNotAvailable(err)) return fail(C.BUSY, T.busy);
      throw err;
    }
  }

  async promos(userId: number): Promise<TEnvelope<TVipPromo[]>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    const levels = await repo.levels(this.db);
    const total = (await repo.pointsByPlatform(this.db, m.sub.id)).reduce((s, p) => s + p.accrued, 0);
    const level = levelFor(total, levels);
    return ok(
      (await repo.promos(this.db, level.minPoints, this.deps.clock.now())).map(({ p, level: name }) => ({
        Id: p.id,
        Title: p.title,
        Description: p.description,
        LevelName: name,
        DateTo: p.endsAt.toISOString(),
      })),
    );
  }

  /** The card request: the card of a level the member has reached, once per card. */
  async requestCard(userId: number, levelId: number): Promise<TEnvelope<null>> {
    const m = await this.member(userId);
    if (!m.ok) return m.answer;
    const levels = await repo.levels(this.db);
    const card = levels.find((l) => l.id === levelId);
    if (!card) return fail(C.NOT_FOUND, T.badId);
    const total = (await repo.pointsByPlatform(this.db, m.sub.id)).reduce((s, p) => s + p.accrued, 0);
    if (card.minPoints > total) return fail(C.NOT_FOUND, T.cardNotReached);
    if (!(await repo.requestCard(this.db, m.sub.id, card.id, this.deps.clock.now()))) return fail(C.ALREADY, T.cardAlready);
    return ok(null, T.cardOk);
  }
}
