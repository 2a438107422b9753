import { parseSiteDateTime } from '@betsite/domain/site-time';
import { BONUS_CODES as C, type TBonusItem, type TBonusSummary, type TCampaignBody, type TPromotion } from '@betsite/contract/bonus';
import { BONUS_TEXT as T } from '@betsite/contract/bonus-messages';
import {
  couponUi,
  defaultPlatforms,
  depositBonusAmount,
  formatRome,
  mergedSubtypeOf,
  FUN_DEFAULT_DAYS,
  FUN_DEFAULT_TIMES,
  REAL_REPLAY_TIMES,
  typeOfFamily,
} from '@betsite/domain/bonus';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { uniqueViolation } from '../../db/pg-errors.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { mayGamble } from '../games/gate.ts';
import { activeExclusions } from '../responsible-gaming/repository.ts';
import { findUserByUsername } from '../users/repository.ts';
import { closeBonus, grantBonus } from './bonus-ledger.ts';
import { bonusesToRemind, notifyBonusExpiring, notifyBonusGranted } from './bonus-notifications.ts';
import * as repo from './repository.ts';
import { campaignPeriod } from './campaign-period.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { deliverAfterCommit } from '../wallet/money-outbox.ts';

const STATO: Record<string, string> = { active: 'attivo', converted: 'convertito', expired: 'scaduto', cancelled: 'annullato', used: 'utilizzato' };
const PLATFORM_NAMES: Record<string, string> = {
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

export type { CampaignRow } from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances'>;
/** Work done inside the transaction of a change (an operator action's audit row). */
type InTx<T> = (tx: DbOrTx, row: T) => Promise<void>;

/** Promozioni e Bonus (document 3): grants, lists, redeem and cancel; the money moves in bonus-ledger.ts. */
export class BonusService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Whether a player may receive a bonus or see a campaign: may gamble (not self-excluded,
   * excluded, blocked or inactive), no self-exclusion in force, and the site is not in
   * withdrawal-only mode. Italian law forbids promoting gambling to a self-excluded player.
   */
  async mayReceive(userId: number): Promise<boolean> {
    if (await this.deps.site.module('ConsentiSoloPrelievo')) return false;
    if (!(await mayGamble(this.db, userId))) return false;
    return (await activeExclusions(this.db, userId, this.deps.clock.now())).length === 0;
  }

  /**
   * Grants a campaign to a player once, in its own transaction. `andThen` runs in the grant's
   * transaction when a bonus was granted (the operator grant's audit row); `depositId` is the deposit
   * that earned it, whose reversal cancels it.
   */
  async grant(
    userId: number,
    campaign: repo.CampaignRow,
    amount: number,
    opts: { andThen?: InTx<{ id: number; type: string; userId: number }>; depositId?: number } = {},
  ) {
    const { andThen, depositId } = opts;
    const row = await this.db.transaction(async (tx) => {
      const granted = await grantBonus(tx, {
        userId,
        campaign,
        grantKey: `campaign:${campaign.id}:user:${userId}`,
        amount,
        now: this.deps.clock.now(),
        depositId,
      });
      if (granted) await notifyBonusGranted(tx, granted, campaign.name);
      if (granted && andThen) await andThen(tx, granted);
      return granted;
    });
    if (row) {
      this.deps.balances.invalidate(userId);
      // 'Bonus accreditato' waits in the money outbox: delivered after commit (the job delivers what a crash leaves).
      await deliverAfterCommit(this.db);
    }
    return row;
  }

  /**
   * Grants a campaign inside the caller's transaction under the caller's key (a ranking conversion:
   * the points spent and the bonus granted commit together, once per key). After the commit the
   * caller invalidates the balance and delivers the 'Bonus accreditato' (`afterGrantCommit`).
   */
  async grantWithin(tx: DbOrTx, userId: number, campaign: repo.CampaignRow, grantKey: string, amount: number) {
    const granted = await grantBonus(tx, { userId, campaign, grantKey, amount, now: this.deps.clock.now() });
    if (granted) await notifyBonusGranted(tx, granted, campaign.name);
    return granted;
  }

  /** After the commit of a `grantWithin` that granted: the balance is fresh and the notification delivered. */
  async afterGrantCommit(userId: number): Promise<void> {
    this.deps.balances.invalidate(userId);
    await deliverAfterCommit(this.db);
  }

  /** RedeemBonus: a promo code typed by the player (only live promo-code campaigns, once per player). */
  async redeem(userId: number, code: string): Promise<Outcome<{ bonusId: number; type: string }>> {
    if (!(await this.mayReceive(userId))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const campaign = await repo.findCampaignByCode(this.db, code);
    if (!campaign || campaign.trigger !== 'promo_code' || !repo.isLive(campaign, this.deps.clock.now())) return refuse(C.NOT_FOUND, T.redeemFail);
    const row = await this.grant(userId, campaign, campaign.amount);
    if (!row) return refuse(C.ALREADY, T.alreadyRedeemed);
    return { bonusId: row.id, type: row.type };
  }

  /**
   * V3_CheckBonusPrimaRicarica: grants what the player's credited deposits earned and not yet
   * granted — one first-deposit bonus, of the campaign live when the first deposit was credited, and
   * the campaign of each deposit's `promo` code live when that deposit was credited — then answers
   * whether a first-deposit bonus exists. A deposit the provider has taken back, in whole or in part
   * (a refund, a chargeback), earns nothing; one taken back after its bonus was granted cancels it
   * (`forfeitDepositBonuses`), so the outcome does not depend on which came first.
   */
  async checkPrimaRicarica(userId: number): Promise<boolean> {
    if (!(await this.mayReceive(userId))) return false;
    const credited = await repo.creditedDeposits(this.db, userId);
    const first = credited[0];
    if (!first) return false;
    let granted = await repo.hasFirstDepositBonus(this.db, userId);
    if (!granted && first.reversed === 0) {
      const [c] = await repo.liveCampaigns(this.db, 'first_deposit', first.creditedAt);
      if (c) {
        // Granted now, or by a check running beside this one (the grant's key is the same): it exists.
        await this.grant(userId, c, depositBonusAmount(first.amount, c.percent, c.amount), { depositId: first.id });
        granted = true;
      }
    }
    for (const d of credited) {
      const code = d.promo?.trim().toUpperCase();
      if (!code || d.reversed > 0) continue;
      const c = await repo.findCampaignByCode(this.db, code);
      if (c && c.trigger === 'deposit_code' && repo.isLive(c, d.creditedAt)) {
        await this.grant(userId, c, depositBonusAmount(d.amount, c.percent, c.amount), { depositId: d.id });
      }
    }
    return granted;
  }

  /** Closes the player's bonuses past their deadline before a list is read (the job does the rest). */
  async expireDue(userId: number | null): Promise<number> {
    const now = this.deps.clock.now();
    let closed = 0;
    for (const id of await repo.dueBonusIds(this.db, now, userId)) {
      const row = await this.db.transaction((tx) => closeBonus(tx, id, 'expired', now));
      if (row) {
        closed += 1;
        this.deps.balances.invalidate(row.userId);
      }
    }
    return closed;
  }

  /**
   * 'Bonus in scadenza' for every active bonus within 48 h of its deadline, once each, and only to
   * players who may receive promotions (mayReceive: never a self-excluded player). Run by the
   * expiry pass.
   */
  async remindExpiring(): Promise<number> {
    let sent = 0;
    for (const b of await bonusesToRemind(this.db, this.deps.clock.now())) {
      if ((await this.mayReceive(b.userId)) && (await notifyBonusExpiring(this.db, b))) sent += 1;
    }
    return sent;
  }

  async list(userId: number, types: string[]): Promise<TBonusItem[]> {
    await this.expireDue(userId);
    const rows = await repo.playerBonusList(this.db, userId, types, ['active']);
    const canCancel = await this.deps.site.module('UserCanCancelFunBonus');
    return rows.map((r) => toItem(r, canCancel));
  }

  /** EL_GetUserBonusReactive: totals per section and the bonuses no longer playable (Scaduti). */
  async summary(userId: number): Promise<TBonusSummary> {
    await this.expireDue(userId);
    const active = await repo.playerBonusList(this.db, userId, ['bonus', 'funbonus', 'freespin', 'freebet'], ['active']);
    const closed = await repo.playerBonusList(this.db, userId, ['bonus', 'funbonus', 'freespin', 'freebet'], 'closed');
    const section = (type: string) => {
      const of = active.filter((r) => r.bonus.type === type);
      if (type === 'freespin')
        return { Totale: sum(of.map((r) => r.bonus.nSpin)), Residuo: sum(of.map((r) => r.bonus.nSpin - r.bonus.nSpinUsed)), Numero: of.length };
      if (type === 'freebet') return { Totale: sum(of.map((r) => r.bonus.amount)), Residuo: sum(of.map((r) => r.bonus.amount)), Numero: of.length };
      return { Totale: sum(of.map((r) => r.bonus.amount)), Residuo: sum(of.map((r) => r.residual)), Numero: of.length };
    };
    return {
      RealBonus: section('bonus'),
      FunBonus: section('funbonus'),
      FreeSpin: section('freespin'),
      FreeBet: section('freebet'),
      Scaduti: closed.map((r) => toItem(r, false)),
    };
  }

  /** EL_CancelFunBonus: only the owner's active fun bonus, with UserCanCancelFunBonus on; its money goes back. */
  async cancelFunBonus(userId: number, bonusId: number): Promise<Outcome<CancelResult, CancelResult>> {
    const b = await repo.findPlayerBonus(this.db, bonusId);
    // Another player's bonus answers exactly like a missing one.
    if (!b || b.userId !== userId) return refuse(C.NOT_FOUND, T.bonusNotFound, { esitoDb: { returnCode: C.NOT_FOUND } });
    if (!(await this.deps.site.module('UserCanCancelFunBonus')) || b.type !== 'funbonus' || b.status !== 'active') {
      return refuse(C.NOT_CANCELLABLE, T.notCancellable, { esitoDb: { returnCode: C.NOT_CANCELLABLE } });
    }
    const row = await this.db.transaction((tx) => closeBonus(tx, bonusId, 'cancelled', this.deps.clock.now(), { userId, type: 'funbonus' }));
    if (!row) return refuse(C.NOT_CANCELLABLE, T.notCancellable, { esitoDb: { returnCode: C.NOT_CANCELLABLE } });
    this.deps.balances.invalidate(userId);
    return { esitoDb: { returnCode: 0 } };
  }

  /** V3_GetPromoBonusList: the promotions the player can see, with their coupon, sorted by DateTo. */
  async promotions(
    userId: number,
    q: { DateFrom?: string; DateTo?: string; Skip: number; Take: number; SortAscending: boolean },
  ): Promise<{ Promotions: TPromotion[]; Total: number }> {
    // No campaign text for a player who may not receive it (self-exclusion, withdrawal-only site).
    if (!(await this.mayReceive(userId))) return { Promotions: [], Total: 0 };
    await this.expireDue(userId);
    const now = this.deps.clock.now();
    const mine = await repo.playerCouponBonuses(this.db, userId);
    const byCampaign = new Map(mine.map((b) => [b.campaignId, b]));
    const campaigns = await repo.promotionCampaigns(
      this.db,
      [...byCampaign.keys()],
      q.DateFrom ? parseSiteDateTime(q.DateFrom) : null,
      q.DateTo ? parseSiteDateTime(q.DateTo) : null,
    );
    const residuals = new Map<number, number>();
    for (const r of await repo.playerBonusList(this.db, userId, ['bonus', 'funbonus', 'freespin', 'freebet'], ['active']))
      residuals.set(r.bonus.id, r.residual);
    const promos = campaigns.map((c) => toPromotion(c, byCampaign.get(c.id) ?? null, residuals, now));
    promos.sort((a, b) => (q.SortAscending ? 1 : -1) * (Date.parse(a.Coupons[0]!.DateTo) - Date.parse(b.Coupons[0]!.DateTo)));
    return { Promotions: promos.slice(q.Skip, q.Skip + q.Take), Total: promos.length };
  }

  // Operator API.
  /** Every campaign, for the operators. */
  campaigns(): Promise<repo.CampaignRow[]> {
    return repo.listCampaigns(this.db);
  }

  /** Creates a campaign; `andThen` (its audit row) runs in the same transaction. */
  async createCampaign(
    operatorId: number,
    b: TCampaignBody & { startsAt: string; endsAt: string },
    andThen?: InTx<repo.CampaignRow>,
  ): Promise<repo.CampaignRow> {
    const type = typeOfFamily(b.family ?? 1);
    const times = b.wagerTimes ?? (type === 'funbonus' ? FUN_DEFAULT_TIMES : REAL_REPLAY_TIMES);
    const days = b.validDays ?? (type === 'funbonus' ? FUN_DEFAULT_DAYS : 30);
    // Checked before the transaction: a refused period writes nothing, not even the audit row.
    const period = campaignPeriod(b.startsAt, b.endsAt, this.deps.clock.now());
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.insertCampaign(tx, {
          name: b.name,
          description: b.description ?? '',
          code: b.code ?? null,
          trigger: b.trigger,
          family: b.family,
          amount: b.amount,
          percent: b.percent ?? null,
          wagerTimes: times,
          minOdds: b.minOdds ?? null,
          platforms: b.platforms ?? [],
          validDays: days,
          nSpin: b.nSpin ?? 0,
          minBet: b.minBet ?? 0,
          maxBet: b.maxBet ?? 0,
          listed: b.listed ?? false,
          ...period,
          createdBy: operatorId,
        });
        if (!row) throw fieldError('code', T.campaignCodeTaken);
        await andThen?.(tx, row);
        return row;
      });
    } catch (err) {
      if (uniqueViolation(err)) throw fieldError('code', T.campaignCodeTaken);
      throw err;
    }
  }

  /** Ends a campaign at once; `andThen` (its audit row) runs in the same transaction, only if this call ended it. */
  async endCampaign(id: number, andThen?: InTx<repo.CampaignRow>): Promise<repo.CampaignRow> {
    return this.db.transaction(async (tx) => {
      const { row, ended } = await repo.endCampaign(tx, id, this.deps.clock.now());
      if (!row) throw notFound(T.campaignNotFound);
      if (ended) await andThen?.(tx, row);
      return row;
    });
  }

  /** Operator grant of a `manual` campaign to one player (free spins, free bets, goodwill bonuses). */
  async operatorGrant(
    campaignId: number,
    username: string,
    andThen?: InTx<{ id: number; type: string; userId: number }>,
  ): Promise<Outcome<{ bonusId: number; type: string }>> {
    const c = await repo.findCampaign(this.db, campaignId);
    if (!c || c.trigger !== 'manual' || !repo.isLive(c, this.deps.clock.now())) throw notFound(T.campaignNotFound);
    const user = await findUserByUsername(this.db, username);
    // Bonuses are for players: an operator (the granting one included) is answered as an unknown player.
    if (!user || user.role !== 'player') throw notFound(T.playerNotFound);
    if (!(await this.mayReceive(user.id))) return refuse(C.NOT_ALLOWED, T.notAllowed);
    const row = await this.grant(user.id, c, c.amount, { andThen });
    if (!row) return refuse(C.ALREADY, T.alreadyRedeemed);
    return { bonusId: row.id, type: row.type };
  }
}

/** EL_CancelFunBonus's data: the legacy stored procedure's return code, on refusals too. */
type CancelResult = { esitoDb: { returnCode: number } };

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function toItem({ bonus: b, campaign: c, residual }: repo.BonusWithCampaign, canCancel: boolean): TBonusItem {
  const platforms = c.platforms.length ? c.platforms : defaultPlatforms(b.family);
  const sport = platforms.includes('sport');
  return {
    type: b.type as TBonusItem['type'],
    id: b.id,
    descrizione: c.name,
    descrizione_estesa: c.description,
    importo: b.amount,
    importoResiduo: b.type === 'freebet' ? (b.status === 'active' ? b.amount : 0) : residual,
    importoGiocato: b.wagered,
    importoDaGiocare: b.wagerTarget - b.wagered,
    siglapromo: c.code ?? '',
    famiglia: b.family,
    gioco: platforms.map((p) => PLATFORM_NAMES[p] ?? p).join(', '),
    listaGiochi: platforms.map((p) => PLATFORM_NAMES[p] ?? p),
    dataInizio: b.grantedAt.toISOString(),
    dataFineRaccolta: formatRome(b.deadline),
    dataFine: b.deadline.toISOString(),
    min_bet: c.minBet,
    max_bet: c.maxBet,
    nSpin: b.nSpin,
    nSpinGiocati: b.nSpinUsed,
    totBetPlay: b.wagered,
    totWinPlay: 0,
    // Odds in hundredths, as document 3 has them ("odds min/total divided by 100" by the client).
    json_raccolta: sport
      ? { min_eve: b.type === 'funbonus' ? 3 : 1, max_eve: 0, min_odd: c.minOdds ?? 100, tot_odd: 0, live: b.type !== 'funbonus', prematch: true }
      : null,
    stato: STATO[b.status] ?? b.status,
    cancellabile: canCancel && b.type === 'funbonus' && b.status === 'active',
  };
}

function toPromotion(c: repo.CampaignRow, mine: repo.PlayerBonusRow | null, residuals: Map<number, number>, now: Date): TPromotion {
  const dateTo = c.endedAt && c.endedAt < c.endsAt ? c.endedAt : c.endsAt;
  const type = mergedSubtypeOf(c.family);
  const remaining = mine ? (residuals.get(mine.id) ?? 0) : 0;
  const live = repo.isLive(c, now);
  const converted = mine?.status === 'converted';
  return {
    Bonus: {
      Name: c.name,
      Id_ELBonusGiochi: c.family,
      IsBonusSport: c.family === 1 || c.family === 7 || c.family === 8,
      BonusTypology: { WinOrLost: false, CodiceUnico: false },
      PartiallyRedeemable: false,
      Bonus_PuntiRankMin: 0,
      Description: c.description,
    },
    Attivatore: null,
    Coupons: [
      {
        BonusCode: c.code ?? '',
        SourceBonusCode: null,
        DateFrom: c.startsAt.toISOString(),
        DateTo: dateTo.toISOString(),
        UsedDate: mine ? mine.grantedAt.toISOString() : null,
        Scaduto: !mine && now >= dateTo,
        AttivatoreSbloccato: converted,
        ExpirationDateTopUpTargetBonusAttivatore: mine ? mine.deadline.toISOString() : null,
        RemainingBonusValue: remaining,
        BonusCondOk: converted,
        ui: {
          ...couponUi(
            { dateFrom: c.startsAt, dateTo, usedDate: mine?.grantedAt ?? null, bonusStatus: mine?.status ?? null, bonusDeadline: mine?.deadline ?? null },
            now,
          ),
          DestPostRedeem: null,
        },
      },
    ],
    BonusValue: type === 'freespin' ? c.nSpin : c.amount,
    RemainingBonusValue: remaining,
    TargetBonusAttivatoreValue: 0,
    ui: {
      ValueOrNumber: type === 'freespin' || type === 'puntiranking' ? 'number' : 'value',
      ShowButtonAddToCart: false,
      ShowButtonRedeem: c.listed && live && !mine,
      AlertText: null,
    },
  };
}
