/**
 * Pure rules of the bet slip (docs/sportsbook.md), used by the server that decides and by the
 * slip that shows the same figures. Odds travel in hundredths (1,85 = 185), money in cents.
 */
import { SPORTS_TEXT } from '@betsite/contract/sportsbook-messages';
import { formatEuroLimit, formatTwoDecimals } from './money.ts';

export type BetKind = 'singola' | 'multipla' | 'sistema';

/** AcceptVariations as the specification encodes it: Mai = false, Sempre = null, Rialzo = true. */
export type AcceptVariations = boolean | null;

export interface PricedSelection {
  /** Odds × 100. */
  quota: number;
  /** A 'fissa' is in every combination of a system. */
  fissa?: boolean;
}

/** n choose k, exact for the small numbers of a slip. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Every k-subset of the indexes 0..n-1, in order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const walk = (start: number) => {
    if (cur.length === k) {
      out.push([...cur]);
      return;
    }
    for (let i = start; i < n; i++) {
      cur.push(i);
      walk(i + 1);
      cur.pop();
    }
  };
  if (k >= 1 && k <= n) walk(0);
  return out;
}

/** The win of a stake on a product of odds: floor(stake × Π quota / 100ⁿ), exact (BigInt). */
export function winOf(stake: number, quotas: number[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const q of quotas) {
    num *= BigInt(q);
    den *= 100n;
  }
  return Number(num / den);
}

/** Total odds of a multiple, in hundredths, rounded down (shown on the slip and the ticket). */
export function totalOdds(quotas: number[]): number {
  return winOf(100, quotas);
}

/** The odds a void line is paid at (document 3: Esito 'Void', Quota_pag): 1,00, the stake goes on unchanged. */
export const VOID_ODDS = 100;

/** A line of a ticket being settled: the odds it is paid at (its own, or 1,00 when void) and whether it lost. */
export interface SettledLine {
  paid: number;
  lost: boolean;
  fissa: boolean;
}

/**
 * What a sport ticket pays once its lines are known. A single or a multiple pays stake × the paid odds
 * when no line lost; a system, every combination of each size whose lines none lost, at its own stake.
 * A void line (an event not played) counts at 1,00: a single on it gives the stake back, a multiple
 * pays on its other lines, a system's combinations count it as a winning 1,00.
 */
export function ticketPayout(
  kind: BetKind,
  stake: number,
  sistema: readonly { Sistema: string; Importo_scomm: number }[],
  lines: readonly SettledLine[],
): number {
  if (kind !== 'sistema')
    return lines.some((l) => l.lost)
      ? 0
      : winOf(
          stake,
          lines.map((l) => l.paid),
        );
  const fixed = lines.map((l, i) => (l.fissa ? i : -1)).filter((i) => i >= 0);
  const free = lines.map((l, i) => (l.fissa ? -1 : i)).filter((i) => i >= 0);
  let payout = 0;
  for (const el of sistema) {
    const k = Number(/^(\d+)\//.exec(el.Sistema)?.[1]);
    if (!Number.isInteger(k)) continue;
    for (const c of combinations(free.length, k)) {
      const combo = [...fixed, ...c.map((i) => free[i]!)];
      if (combo.every((i) => !lines[i]!.lost))
        payout += winOf(
          el.Importo_scomm,
          combo.map((i) => lines[i]!.paid),
        );
    }
  }
  return payout;
}

/** The share of an open ticket's fair value a Cash Out pays (the house's margin is the rest). */
export const CASHOUT_SHARE_PERCENT = 95;

/** A line of an open ticket as Cash Out sees it: its odds, how it ended, and for an open one its odds now. */
export interface CashoutLine {
  quota: number;
  state: 'won' | 'lost' | 'void' | 'pending';
  /** The odds now of a pending line; null while it cannot be priced (market suspended, betting closed). */
  now: number | null;
}

/**
 * The Cash Out offer of an open single or multiple, in cents, or null when none is made: a line lost,
 * a pending line that cannot be priced now, or nothing left pending (the settlement pays). The fair
 * value is the stake times the odds of the lines already won (a void one 1,00) times, for each
 * pending line, the odds bought over the odds now: what the ticket would be worth bought again at
 * today's prices. The offer is CASHOUT_SHARE_PERCENT of it, rounded down; under a cent, none.
 */
export function cashoutOffer(stake: number, lines: readonly CashoutLine[]): number | null {
  if (!lines.some((l) => l.state === 'pending')) return null;
  let num = BigInt(stake) * BigInt(CASHOUT_SHARE_PERCENT);
  let den = 100n;
  for (const l of lines) {
    if (l.state === 'lost') return null;
    if (l.state === 'void') continue;
    if (l.state === 'won') {
      num *= BigInt(l.quota);
      den *= 100n;
      continue;
    }
    if (l.now === null || l.now <= 100) return null;
    num *= BigInt(l.quota);
    den *= BigInt(l.now);
  }
  const offer = Number(num / den);
  return offer >= 1 ? offer : null;
}

/**
 * The most combinations one system ticket may hold. Twenty selections make 184 756 combinations for
 * the 10/20 system alone: beyond this the ticket is refused (the slip says so before), so the plan is
 * never built for a size no player can mean.
 */
export const MAX_SYSTEM_COMBINATIONS = 2000;

/** How many combinations the chosen sizes make over `free` non-fixed selections, without building them. */
export const systemCombinationCount = (free: number, sizes: readonly number[]) => [...new Set(sizes)].reduce((a, k) => a + (k >= 1 ? choose(free, k) : 0), 0);

/** The system sizes a slip of `free` non-fixed selections can offer: 1 … free (a size equal to free is the multiple). */
export function systemSizes(free: number): number[] {
  return Array.from({ length: Math.max(0, free) }, (_, i) => i + 1);
}

export interface SystemPlan {
  /** Label of each size as on a ticket: '2/3', '2/3 + 1F'. */
  elements: { Sistema: string; Num_combinazioni: number; Importo_scomm: number; size: number }[];
  /** Every combination: indexes into the selections (fixed ones included). */
  combos: number[][];
  stakeTotal: number;
  /** Potential win when every selection wins. */
  maxWin: number;
  /** Potential win of the cheapest winning combination (SysVincitaPotMin). */
  minWin: number;
}

/**
 * A system: for each chosen size k, every k-subset of the free selections joined with all the fixed
 * ones, each combination played for `perCombo` cents.
 */
export function systemPlan(selections: PricedSelection[], sizes: number[], perCombo: number): SystemPlan {
  const freeCount = selections.filter((s) => !s.fissa).length;
  if (systemCombinationCount(freeCount, sizes) > MAX_SYSTEM_COMBINATIONS) throw new RangeError(`more than ${MAX_SYSTEM_COMBINATIONS} combinations`);
  const fixed = selections.map((s, i) => (s.fissa ? i : -1)).filter((i) => i >= 0);
  const free = selections.map((s, i) => (s.fissa ? -1 : i)).filter((i) => i >= 0);
  const elements: SystemPlan['elements'] = [];
  const combos: number[][] = [];
  for (const k of [...new Set(sizes)].sort((a, b) => a - b)) {
    const these = combinations(free.length, k).map((c) => [...fixed, ...c.map((i) => free[i]!)]);
    combos.push(...these);
    elements.push({
      Sistema: `${k}/${free.length}${fixed.length ? ` + ${fixed.length}F` : ''}`,
      Num_combinazioni: these.length,
      Importo_scomm: perCombo,
      size: k,
    });
  }
  const wins = combos.map((c) =>
    winOf(
      perCombo,
      c.map((i) => selections[i]!.quota),
    ),
  );
  return {
    elements,
    combos,
    stakeTotal: perCombo * combos.length,
    maxWin: wins.reduce((a, b) => a + b, 0),
    // A loop, not Math.min(...wins): spreading a long array overflows the call stack.
    minWin: wins.length ? wins.reduce((a, b) => (b < a ? b : a)) : 0,
  };
}

/** Whether an odds change is accepted under AcceptVariations: Mai never, Sempre always, Rialzo only upwards. */
export function acceptsChange(accept: AcceptVariations, asked: number, current: number): boolean {
  if (asked === current) return true;
  if (accept === null) return true;
  if (accept === true) return current > asked;
  return false;
}

/** The Fun Bonus Sport rule (document 3 §9): a multiple pre-match bet of at least 3 events, every odds ≥ 1,50. */
export const FUN_BONUS_SPORT = { minEvents: 3, minOdds: 150 } as const;
export function meetsFunBonusSport(kind: BetKind, lines: { quota: number; live: boolean }[]): boolean {
  return funBonusSportProblem(kind, lines) === null;
}

/** What keeps a bet from the Fun Bonus Sport rule, the first problem found (the index of the line for live and odds). */
export type FunBonusSportProblem = { kind: 'multiple' } | { kind: 'events'; count: number } | { kind: 'live'; line: number } | { kind: 'odds'; line: number };
export function funBonusSportProblem(kind: BetKind, lines: { quota: number; live: boolean }[]): FunBonusSportProblem | null {
  if (kind !== 'multipla') return { kind: 'multiple' };
  if (lines.length < FUN_BONUS_SPORT.minEvents) return { kind: 'events', count: lines.length };
  const live = lines.findIndex((l) => l.live);
  if (live >= 0) return { kind: 'live', line: live };
  const low = lines.findIndex((l) => l.quota < FUN_BONUS_SPORT.minOdds);
  if (low >= 0) return { kind: 'odds', line: low };
  return null;
}

/** Odds in hundredths as Italians write them: 185 → '1,85', a long multiple's 119013298 → '1.190.132,98'. */
export const formatOdds = (q: number) => formatTwoDecimals(q / 100);

/** The operator's limits (site variables, docs/sportsbook.md) and their defaults: cents, and odds × 100. */
export const BET_LIMITS = {
  Scommesse_ImportoMin: 100,
  Scommesse_ImportoMax: 100_000,
  Scommesse_VincitaMax: 5_000_000,
  Scommesse_QuotaMin: 100,
} as const;
export type BetLimitName = keyof typeof BET_LIMITS;
export interface BetLimits {
  min: number;
  max: number;
  maxWin: number;
  minOdds: number;
}

/** The limits from the site's variables; one unset, empty or not a number keeps its default. */
export function betLimits(variables: Readonly<Record<string, string | undefined>>): BetLimits {
  const read = (name: BetLimitName) => {
    const raw = variables[name]?.trim();
    const v = raw ? Number(raw) : NaN;
    return Number.isFinite(v) ? v : BET_LIMITS[name];
  };
  return { min: read('Scommesse_ImportoMin'), max: read('Scommesse_ImportoMax'), maxWin: read('Scommesse_VincitaMax'), minOdds: read('Scommesse_QuotaMin') };
}

/** The first limit a bet breaks, in the order the server checks them: stake, odds, potential win. */
export type BetLimitProblem = { kind: 'min' | 'max' | 'odds' | 'win'; limit: number };
export function betLimitProblem(bet: { stake: number; odds: number; win: number }, limits: BetLimits): BetLimitProblem | null {
  if (bet.stake < limits.min) return { kind: 'min', limit: limits.min };
  if (bet.stake > limits.max) return { kind: 'max', limit: limits.max };
  if (bet.odds < limits.minOdds) return { kind: 'odds', limit: limits.minOdds };
  if (bet.win > limits.maxWin) return { kind: 'win', limit: limits.maxWin };
  return null;
}

/** The Italian reason of a broken limit, the same words from the server and from the slip. */
export function betLimitText(p: BetLimitProblem): string {
  if (p.kind === 'min') return SPORTS_TEXT.stakeMin(`€ ${formatEuroLimit(p.limit)}`);
  if (p.kind === 'max') return SPORTS_TEXT.stakeMax(`€ ${formatEuroLimit(p.limit)}`);
  if (p.kind === 'odds') return SPORTS_TEXT.oddsMin(formatOdds(p.limit));
  return SPORTS_TEXT.winMax(`€ ${formatEuroLimit(p.limit)}`);
}
