import { randomBytes } from 'node:crypto';
import {
  RANKING_CODES as C,
  RANKING_PROMO_DAYS,
  RANKING_TEXT as T,
  type TRankingCoupon,
  type TRankingData,
  type TRankingMovement,
  type TRankingOffer,
} from '@betsite/contract/ranking';
import { monthStart, nextUpdate } from '@betsite/domain/ranking';
import { localMidnight, localParts, siteDateText } from '@betsite/domain/site-time';
import type { AppDeps } from '../../deps.ts';
import { isLockNotAvailable } from '../../db/pg-errors.ts';
import { refuse, RefusedInTransaction, type Outcome, type Refusal } from '../../platform/outcome.ts';
import type { BonusService } from '../bonus/service.ts';
import { findCampaign, isLive } from '../bonus/repository.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances' | 'config'>;

const CAUSALE: Record<string, string> = {
  accrual: 'Punti giocate',
  conversion: 'Conversione punti',
  codice_unico: 'Codice unico',
  promo: 'Punti promozione',
};
const PLATFORM_NAME: Record<string, string> = {
  sport: 'Scommesse Sportive',
  casino: 'Casino',
  cash: 'Giochi Cash',
  gv: 'Gratta e Vinci',
  lotto: 'Lotto',
  '10elotto': '10eLotto',
  millionday: 'MillionDay',
  ippica: 'Ippica',
  virtual: 'Virtual',
};
const BONUS_STATO: Record<string, string> = { active: 'attivo', converted: 'convertito', expired: 'scaduto', cancelled: 'annullato', used: 'utilizzato' };

const DAY = 86_400_000;

/**
 * Why the player may not take this offer now, or null. GiorniDaRegistrazione: only an account opened
 * less than that many days ago ('Riservato ai conti aperti da meno di 30 giorni'). BonusDepositoValidoAl:
 * the page reads 'valido fino al <date>' (the site's calendar day), so the offer is taken up to the end
 * of that day in Rome. The statement's CanConvert and every spend (under the wallet lock) apply it alike.
 */
function offerIneligibility(
  offer: Pick<repo.OfferRow, 'giorniDaRegistrazione' | 'bonusDepositoValidoAl'>,
  registeredAt: Date | null,
  now: Date,
): Refusal | null {
  const days = offer.giorniDaRegistrazione;
  if (days !== null && (!registeredAt || now.getTime() - registeredAt.getTime() >= days * DAY)) {
    return refuse(C.NOT_ALLOWED, T.registeredTooLongAgo(days));
  }
  const until = offer.bonusDepositoValidoAl;
  if (until) {
    const { year, month, day } = localParts(until);
    if (now.getTime() >= localMidnight(year, month, day + 1).getTime()) return refuse(C.NOT_FOUND, T.validUntilPassed(siteDateText(until)));
  }
  return null;
}

/** What a spend of points answers: the coupon code it issued and the points it cost. */
type Spent = { BonusCode: string; Points: number; Outcomes: string[] };

/** The coupon code a conversion issues (and the unique code a 'codice unico' offer sells). */
const newCode = () => `RK${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Ranking (document 3 "Ranking"): the statement, conversions of points into bonuses, promo
 * activations and unique codes. Every spend and every redeem runs in one transaction holding the
 * player's wallet row (NOWAIT): one at a time per player, the balance checked and spent under the
 * lock, the bonus granted through the bonus ledger under a key of its own.
 */
export class RankingService {
  constructor(
    private readonly deps: Deps,
    private readonly bonuses: BonusService,
  ) {}

  private get intervalMs() {
    return (this.deps.config.RANKING_UPDATE_INTERVAL_SECONDS || 43_200) * 1000;
  }

  /** RankingEstrattoConto: balances, update times, movements, offers with CanConvert, coupons. */
  async estrattoConto(userId: number): Promise<TRankingData> {
    const db = this.deps.db;
    const now = this.deps.clock.now();
    const w = await repo.wallet(db, userId);
    const last = await repo.lastExecution(db);
    const rows = await repo.movements(db, userId);
    const totals = await repo.totalsByPlatform(db, userId);
    const accrued = await repo.accruedPoints(db, userId);
    // No campaign text for a player who may not receive it (self-exclusion, withdrawal-only site);
    // an offer whose campaign is not live (not begun, past its end, or ended by an operator) is not on offer.
    const mayReceive = await this.bonuses.mayReceive(userId);
    const offers = mayReceive ? (await repo.offers(db, now)).filter(({ campaign }) => isLive(campaign, now)).map(({ offer }) => offer) : [];
    const used = await repo.conversionsSince(db, userId, monthStart(now));
    const registeredAt = await repo.registeredAt(db, userId);
    const coupons = mayReceive ? await repo.coupons(db, userId) : [];
    const url = (await this.deps.site.variable('Ranking_Regolamento_Url')) ?? null;
    return {
      SaldoGenerale: w.saldo,
      SaldoDisponibile: w.disponibile,
      Punti: {
        ExecutionTime: last?.executedAt.toISOString() ?? null,
        NextExecutionTime: nextUpdate(last?.executedAt ?? null, this.intervalMs)?.toISOString() ?? null,
      },
      TotalePunti: totals
        .filter((t) => t.points > 0)
        .map((t) => ({ Name: t.platform ? (PLATFORM_NAME[t.platform] ?? t.platform) : 'Altri punti', TotalePunteggioEffettivoValido: t.points })),
      TotalePuntiDaMovimentazione: accrued,
      Movimenti: rows.map(toMovement),
      ConversioniDisponibili: offers.map((o) =>
        toOffer(
          o,
          w.disponibile >= o.pointsToConvert &&
            (o.releaseMaxPerPlayerMonth === null || (used.get(o.id) ?? 0) < o.releaseMaxPerPlayerMonth) &&
            offerIneligibility(o, registeredAt, now) === null,
        ),
      ),
      Coupons: coupons.map((r) => toCoupon(r, now)),
      RegolamentoUrl: url || null,
    };
  }

  /** RankingConvertPoints: 'Gioca gratis' (a bonus now) or 'Inserisci nel carrello' (a unique code). */
  convert(userId: number, offerId: number): Promise<Outcome<Spent>> {
    return this.spend(userId, offerId, ['conversione', 'codice_unico']);
  }

  /** RankingBuyPromoActivation: 'Attiva Promo', a promo playable for 30 days. */
  buyPromo(userId: number, offerId: number): Promise<Outcome<Spent>> {
    return this.spend(userId, offerId, ['ticket_promo']);
  }

  private async spend(userId: number, offerId: number, kinds: string[]): Promise<Outcome<Spent>> {
    if (!(await this.bonuses.mayReceive(userId))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const now = this.deps.clock.now();
    const offer = await repo.findOffer(this.deps.db, offerId);
    if (!offer || !kinds.includes(offer.kind) || offer.dateTo <= now) return refuse(C.NOT_FOUND, T.offerNotFound);
    // The bonus module's liveness rule: a campaign not begun, past its end or ended by an operator
    // ('Termina ora') grants nothing, and nothing is spent on it.
    const campaign = await findCampaign(this.deps.db, offer.campaignId);
    if (!campaign || !isLive(campaign, now)) return refuse(C.NOT_FOUND, T.offerNotFound);
    // The account's opening date never changes: read before the transaction, judged under the lock.
    const registeredAt = await repo.registeredAt(this.deps.db, userId);
    await repo.ensureWallet(this.deps.db, userId);
    try {
      const code = await this.deps.db.transaction(async (tx) => {
        const w = await repo.lockWallet(tx, userId);
        const ineligible = offerIneligibility(offer, registeredAt, now);
        if (ineligible) throw new RefusedInTransaction(ineligible);
        if (
          offer.releaseMaxPerPlayerMonth !== null &&
          ((await repo.conversionsSince(tx, userId, monthStart(now))).get(offer.id) ?? 0) >= offer.releaseMaxPerPlayerMonth
        ) {
          throw new RefusedInTransaction(refuse(C.MONTHLY_MAX, T.monthlyMax));
        }
        if (w.disponibile < offer.pointsToConvert) throw new RefusedInTransaction(refuse(C.NOT_ENOUGH, T.notEnough));
        const code = newCode();
        const conv = await repo.insertConversion(tx, { userId, offerId: offer.id, points: offer.pointsToConvert, code, createdAt: now });
        await repo.addMovement(tx, {
          userId,
          key: `conversion:${conv!.id}`,
          causale: 'conversion',
          points: -offer.pointsToConvert,
          convertible: true,
          description: `Conversione in ${offer.bonusName}`,
          bonusName: offer.bonusName,
          bonusValue: offer.bonusValue,
          insteadOf: offer.insteadOf,
          insDate: now,
        });
        if (offer.kind === 'codice_unico') {
          // The code carries the offer's booked bet (its prenotazione), copied now: 'Inserisci nel carrello'.
          await repo.insertUniqueCode(tx, { code, ownerId: userId, offerId: offer.id, validTo: offer.dateTo, outcomes: offer.outcomes });
        } else {
          // A promo bought with points is playable for 30 days (§4, §9); a conversion keeps its campaign's validity.
          const granted = await this.bonuses.grantWithin(
            tx,
            userId,
            offer.kind === 'ticket_promo' ? { ...campaign, validDays: RANKING_PROMO_DAYS } : campaign,
            `ranking:conversion:${conv!.id}`,
            offer.bonusValue,
          );
          if (granted) await repo.setConversionBonus(tx, { id: conv!.id }, granted.id);
        }
        return code;
      });
      // The balance is fresh and a granted bonus's 'Bonus accreditato' delivered after commit.
      await this.bonuses.afterGrantCommit(userId);
      return { BonusCode: code, Points: offer.pointsToConvert, Outcomes: offer.kind === 'codice_unico' ? offer.outcomes : [] };
    } catch (err) {
      return this.refusal(err);
    }
  }

  /** Redeem_PuntiRankingCodiceUnico: a unique code, once — points, or the bonus its conversion bought. */
  async redeemCode(userId: number, code: string): Promise<Outcome<{ Points: number; BonusName: string | null; Outcomes: string[] }>> {
    if (!(await this.bonuses.mayReceive(userId))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const now = this.deps.clock.now();
    await repo.ensureWallet(this.deps.db, userId);
    try {
      const out = await this.deps.db.transaction(async (tx) => {
        await repo.lockWallet(tx, userId);
        const row = await repo.claimCode(tx, code, userId, now);
        if (!row) throw new RefusedInTransaction(refuse(C.NOT_FOUND, T.codeNotFound));
        if (row.points > 0) {
          await repo.addMovement(tx, {
            userId,
            key: `code:${row.code}`,
            causale: 'codice_unico',
            points: row.points,
            convertible: row.convertible,
            description: `Codice unico ${row.code}`,
            insDate: now,
          });
        }
        const bonusName = row.offerId ? await this.grantOffer(tx, userId, row.offerId, row.code) : null;
        return { Points: row.points, BonusName: bonusName, Outcomes: row.outcomes };
      });
      // The balance is fresh and a granted bonus's 'Bonus accreditato' delivered after commit.
      await this.bonuses.afterGrantCommit(userId);
      return out;
    } catch (err) {
      return this.refusal(err);
    }
  }

  /**
   * The bonus a purchased unique code stands for, granted once under the code's own key. The code
   * was paid for in points while its campaign was live (`spend` checks that), so it is honoured
   * until its own validity even if the campaign has ended since: refusing it would keep the points.
   */
  private async grantOffer(tx: DbOrTx, userId: number, offerId: number, code: string): Promise<string> {
    const offer = await repo.findOffer(tx, offerId);
    const campaign = offer && (await findCampaign(tx, offer.campaignId));
    if (!offer || !campaign) throw new RefusedInTransaction(refuse(C.NOT_FOUND, T.codeNotFound));
    const granted = await this.bonuses.grantWithin(tx, userId, campaign, `ranking:code:${code}`, offer.bonusValue);
    if (granted) await repo.setConversionBonus(tx, { code }, granted.id);
    return offer.bonusName;
  }

  /** A refusal thrown inside the transaction, or BUSY when another request holds the wallet; anything else is rethrown. */
  private refusal(err: unknown): Refusal {
    if (err instanceof RefusedInTransaction) return err.refusal;
    if (isLockNotAvailable(err)) return refuse(C.BUSY, T.busy);
    throw err;
  }
}

function toMovement(m: repo.MovementRow): TRankingMovement {
  return {
    Id: m.id,
    CausaleDescription: CAUSALE[m.causale] ?? m.causale,
    InsDate: m.insDate.toISOString(),
    Points: m.points,
    Convertibile: m.convertible,
    Conversion_BonusName: m.bonusName,
    Conversion_BonusValue: m.bonusValue,
    Description: m.description,
    Conversion_InsteadOf: m.insteadOf,
    Gioco: m.platform ? (PLATFORM_NAME[m.platform] ?? m.platform) : null,
  };
}

function toOffer(o: repo.OfferRow, canConvert: boolean): TRankingOffer {
  return {
    Id: o.id,
    BonusName: o.bonusName,
    BonusValue: o.bonusValue,
    ReleaseMaxPerPlayerMonth: o.releaseMaxPerPlayerMonth,
    ReleaseMaxAmountBonus: o.releaseMaxAmountBonus,
    Abstract: o.abstract,
    BonusDescription: o.description,
    PointsToConvert: o.pointsToConvert,
    InsteadOf: o.insteadOf,
    DateTo: o.dateTo.toISOString(),
    Thumb: o.thumb,
    CanConvert: canConvert,
    IsConversione: o.kind === 'conversione',
    IsTicketPromo: o.kind === 'ticket_promo',
    IsCodiceUnico: o.kind === 'codice_unico',
    IsBonusDeposito: o.isBonusDeposito,
    BonusDepositoValidoAl: o.bonusDepositoValidoAl?.toISOString() ?? null,
    GiorniDaRegistrazione: o.giorniDaRegistrazione,
  };
}

function toCoupon(r: Awaited<ReturnType<typeof repo.coupons>>[number], now: Date): TRankingCoupon {
  const { c, offer, bonus, unique } = r;
  if (bonus) {
    return {
      BonusCode: c.code,
      BonusName: offer.bonusName,
      BonusValue: offer.bonusValue,
      Points: c.points,
      DateFrom: c.createdAt.toISOString(),
      DateTo: bonus.deadline.toISOString(),
      Scaduto: bonus.status !== 'active' || bonus.deadline <= now,
      Stato: BONUS_STATO[bonus.status] ?? bonus.status,
      Outcomes: unique && unique.validTo > now ? unique.outcomes : [],
    };
  }
  const expired = unique ? unique.validTo <= now : true;
  return {
    BonusCode: c.code,
    BonusName: offer.bonusName,
    BonusValue: offer.bonusValue,
    Points: c.points,
    DateFrom: c.createdAt.toISOString(),
    DateTo: unique?.validTo.toISOString() ?? null,
    Scaduto: expired,
    Stato: expired ? 'scaduto' : 'da riscattare',
    Outcomes: unique && !expired ? unique.outcomes : [],
  };
}
