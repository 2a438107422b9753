/**
 * Pure bonus rules (document 3 §3, §4, §9): the families, what a ticket must be to count towards a
 * bonus's replay requirement, and the coupon's colour and text.
 */

import { siteDateTimeText } from './site-clock.ts';
import { meetsFunBonusSport, type BetKind } from './sportsbook.ts';

/** Id_ELBonusGiochi. 9 (PuntiRanking) belongs to ranking: never a granted bonus row, only a merged subtype. */
export const BONUS_FAMILY = {
  SPORT: 1,
  CASINO: 2,
  CASINO_CASH: 3,
  CASINO_REAL_BONUS: 4,
  CASINO_FUN_BONUS: 5,
  CASINO_FREE_SPIN: 6,
  FREE_BET: 7,
  SPORT_FUN_BONUS: 8,
  PUNTI_RANKING: 9,
} as const;

export type BonusType = 'bonus' | 'funbonus' | 'freespin' | 'freebet';

/** The specification's merged subtypes (documents 1 and 3; the contract's BONUS_SUBTYPES): real (1 to 4), funbonus (5, 8), freespin, freebet, puntiranking (9). */
export type MergedSubtype = BonusType | 'puntiranking';
export const MERGED_SUBTYPES: readonly MergedSubtype[] = ['bonus', 'funbonus', 'freespin', 'freebet', 'puntiranking'];

/** The merged subtype of any Id_ELBonusGiochi, 9 included (a ranking-points item). */
export function mergedSubtypeOf(family: number): MergedSubtype {
  return family === BONUS_FAMILY.PUNTI_RANKING ? 'puntiranking' : typeOfFamily(family);
}

/** The merged subtype of a family: real (1 to 4), funbonus (5, 8), freespin (6), freebet (7). */
export function typeOfFamily(family: number): BonusType {
  if (family === 5 || family === 8) return 'funbonus';
  if (family === 6) return 'freespin';
  if (family === 7) return 'freebet';
  return 'bonus';
}

/** Families whose value is money in the ledger (the others are counted entitlements). */
export const hasMoney = (type: BonusType): boolean => type === 'bonus' || type === 'funbonus';

/** A real bonus must be replayed once to become withdrawable (§4). */
export const REAL_REPLAY_TIMES = 1;
/** Fun Bonus defaults (§9): 35 times, 5 days. */
export const FUN_DEFAULT_TIMES = 35;
export const FUN_DEFAULT_DAYS = 5;

/** The platforms a family's tickets come from when the campaign does not list its own. */
export function defaultPlatforms(family: number): string[] {
  if (family === 1 || family === 7 || family === 8) return ['sport'];
  return ['casino'];
}

export interface CountingBonus {
  type: BonusType;
  /** Id_ELBonusGiochi: 8 (Fun Bonus Sport) counts only tickets that meet its rule. */
  family?: number;
  platforms: string[];
  /** Total odds × 100, null = any. */
  minOdds: number | null;
  grantedAt: Date;
  deadline: Date;
}
export interface SettledTicket {
  platform: string;
  fun: boolean;
  stake: number;
  potentialWin: number;
  outcome: string;
  placedAt: Date;
  settledAt: Date;
  /** A sport ticket's kind and lines (odds × 100, live when the ticket had a live selection). */
  sport?: { tipo: BetKind; lines: { quota: number; live: boolean }[] } | null;
}

/**
 * Whether a settled ticket counts towards a bonus's replay requirement: a fun bonus counts fun
 * tickets and a real bonus real ones; only tickets that took a risk (won, lost, cashed out); placed
 * after the grant and settled before the deadline; on an eligible platform; a sport ticket at
 * least at the minimum total odds (potential win ÷ stake); for a Fun Bonus Sport (family 8) only a
 * sport ticket that meets its rule — a multiple pre-match bet of at least 3 events, every odds ≥ 1,50.
 */
export function ticketCounts(b: CountingBonus, t: SettledTicket): boolean {
  if (b.type !== 'bonus' && b.type !== 'funbonus') return false;
  if ((b.type === 'funbonus') !== t.fun) return false;
  if (!['won', 'lost', 'cashout'].includes(t.outcome)) return false;
  if (t.placedAt < b.grantedAt || t.settledAt > b.deadline) return false;
  if (!b.platforms.includes(t.platform)) return false;
  if (b.minOdds !== null && t.platform === 'sport' && t.potentialWin * 100 < b.minOdds * t.stake) return false;
  if (b.type === 'funbonus' && b.family === BONUS_FAMILY.SPORT_FUN_BONUS && t.platform === 'sport') {
    if (!t.sport || !meetsFunBonusSport(t.sport.tipo, t.sport.lines)) return false;
  }
  return true;
}

/** Amount granted by a deposit campaign: a percentage of the deposit capped at the campaign's value. */
export function depositBonusAmount(deposit: number, percent: number | null, cap: number): number {
  if (percent === null) return cap;
  return Math.min(cap, Math.floor((deposit * percent) / 100));
}

export interface CouponState {
  dateFrom: Date;
  dateTo: Date;
  usedDate: Date | null;
  /** The bonus granted by the coupon was played to its end (converted) or is still being played. */
  bonusStatus: string | null;
  /** The granted bonus's deadline (dataFineRaccolta). */
  bonusDeadline: Date | null;
  /** A bonus still waiting for the result of its tickets (win-or-lost typology). */
  awaitingResult?: boolean;
}

/** dd/MM/yyyy HH:mm in Rome time, as every date of these pages (§9). */
export const formatRome = (d: Date): string => siteDateTimeText(d);

/**
 * A coupon's colour and text (§4): green usable until a date, yellow not yet valid; used
 * 'Riscattato il'; expired 'Scaduto il', or 'Non sbloccato entro il' when its bonus was redeemed but
 * never unlocked; a redeemed bonus still being unlocked 'Sbloccalo entro'; 'In attesa di esito'.
 */
export function couponUi(c: CouponState, now: Date): { AlertColor: 'verde' | 'giallo' | 'grigio'; AlertText: string; ShowValidFrom: boolean } {
  if (c.awaitingResult) return { AlertColor: 'giallo', AlertText: 'In attesa di esito', ShowValidFrom: false };
  if (c.usedDate) {
    if (c.bonusStatus === 'active')
      return { AlertColor: 'verde', AlertText: `Sbloccalo entro ${formatRome(c.bonusDeadline ?? c.dateTo)}`, ShowValidFrom: false };
    if (c.bonusStatus === 'expired')
      return { AlertColor: 'grigio', AlertText: `Non sbloccato entro il ${formatRome(c.bonusDeadline ?? c.dateTo)}`, ShowValidFrom: false };
    return { AlertColor: 'grigio', AlertText: `Riscattato il ${formatRome(c.usedDate)}`, ShowValidFrom: false };
  }
  if (now >= c.dateTo) return { AlertColor: 'grigio', AlertText: `Scaduto il ${formatRome(c.dateTo)}`, ShowValidFrom: false };
  if (now < c.dateFrom) return { AlertColor: 'giallo', AlertText: `Valido dal ${formatRome(c.dateFrom)}`, ShowValidFrom: true };
  return { AlertColor: 'verde', AlertText: `Valido fino al ${formatRome(c.dateTo)}`, ShowValidFrom: false };
}
