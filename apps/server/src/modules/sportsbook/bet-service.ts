import { createHash } from 'node:crypto';
import { SPORTS_CODES as C, SPORTS_TEXT as T, type TBetBody, type TBetResult, type TSportFunBonus } from '@betsite/contract/sportsbook';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import { FIRST_ACCESS_TEXT, PLAY_LIMIT_TEXT } from '@betsite/contract/play-limits-texts';
import {
  acceptsChange,
  betLimitProblem,
  betLimits,
  betLimitText,
  formatOdds,
  funBonusSportProblem,
  MAX_SYSTEM_COMBINATIONS,
  systemCombinationCount,
  systemPlan,
  totalOdds,
  winOf,
} from '@betsite/domain/sportsbook';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { refuse, type Outcome, type Refusal } from '../../platform/outcome.ts';
import { exclusionRefusal } from '../responsible-gaming/guard.ts';
import type { GamePlatformPort, OpenTicketResult, SportLine, TicketDetail, TicketRow } from '../games/port.ts';
import type { FeedEvent, FeedMarket, FeedOutcome, SportFeed } from './feed.ts';
import { lineOf } from './lines.ts';
import { usableSportFunBonuses } from '../bonus/repository.ts';

export type BetPort = Pick<GamePlatformPort, 'openTicket'> & { find(code: string): Promise<TicketRow | undefined> };

/**
 * The ticket code of a purchase: the player and the client's key, hashed (the AAMS-style id of the
 * bet list, DF prematch / FB live). The same key of the same player is the same purchase, made once;
 * another player's key never reaches this player's ticket.
 */
export const betSerial = (userId: number, key: string) => createHash('sha256').update(`sport:${userId}:${key}`).digest('hex').slice(0, 28).toUpperCase();

interface Priced {
  hash: string;
  asked: number;
  fissa: boolean;
  event: FeedEvent;
  market: FeedMarket;
  outcome: FeedOutcome;
}

type ChangedQuotes = { Quote: { Hash: string; Quota: number; Suspended: boolean }[] };

/**
 * A purchase (docs/sportsbook.md "Placing a bet"): every rule is checked against the feed's prices
 * at this instant, then the ticket is opened through the game platform port, which moves the stake,
 * checks the gate, the spending and time limits and the funds in ONE transaction, once per code.
 */
export async function placeBet(
  deps: Pick<AppDeps, 'db' | 'clock' | 'site'>,
  feed: SportFeed | null,
  port: BetPort,
  userId: number,
  body: TBetBody,
): Promise<Outcome<TBetResult, ChangedQuotes>> {
  if (!feed) return refuse(C.UNAVAILABLE, T.unavailable);
  const serial = betSerial(userId, body.Key);
  const hashes = body.Selezioni.map((s) => s.Hash);

  // The same key again: the ticket it bought, when it says the same thing.
  const existing = (await port.find(`DF${serial}`)) ?? (await port.find(`FB${serial}`));
  if (existing) return replayOf(existing, body);

  const now = deps.clock.now();
  const kind = body.Tipo;
  if (kind === 'singola' && body.Selezioni.length !== 1) return refuse(C.INVALID, T.singleOne);
  if (kind !== 'singola' && body.Selezioni.length < 2) return refuse(C.INVALID, T.multipleTwo);
  if (new Set(hashes).size !== hashes.length) return refuse(C.INVALID, T.outcomeTwice);

  const priced: Priced[] = [];
  for (const s of body.Selezioni) {
    const found = feed.outcome(s.Hash, now);
    if (!found) return refuse(C.INVALID, T.outcomeNotFound);
    priced.push({ hash: s.Hash, asked: s.Quota, fissa: kind === 'sistema' && (s.Fissa ?? false), ...found });
  }
  const names = (e: FeedEvent) => `${e.home} - ${e.away}`;
  const events = new Set<string>();
  for (const p of priced) {
    if (events.has(p.event.id)) return refuse(C.INVALID, T.sameEvent(names(p.event)));
    events.add(p.event.id);
    if (p.event.finished) return refuse(C.STARTED, T.finished(names(p.event)));
    if (!p.event.live && p.event.start <= now) return refuse(C.STARTED, T.started(names(p.event)));
    // A hash of an event the schedule does not offer (too far ahead, a live match not begun, a made-up id).
    if (!feed.onSale(p.event.id, now)) return refuse(C.INVALID, T.outcomeNotFound);
    if (p.market.suspended) return refuse(C.SUSPENDED, T.suspended(p.market.name, names(p.event)));
  }
  // Odds: the price now against the slip's, as AcceptVariations says (Mai false, Sempre null, Rialzo true).
  if (priced.some((p) => !acceptsChange(body.AcceptVariations, p.asked, p.outcome.quota))) {
    return refuse(C.ODDS_CHANGED, T.oddsChanged, {
      Quote: priced.map((p) => ({ Hash: p.hash, Quota: p.outcome.quota, Suspended: p.market.suspended })),
    });
  }
  const quotas = priced.map((p) => p.outcome.quota);
  const live = priced.some((p) => p.event.live);

  // Stake, odds and potential win of the ticket at the prices it is bought at.
  let stake: number;
  let quotaTotale: number;
  let potentialWin: number;
  let sistema: { Sistema: string; Num_combinazioni: number; Importo_scomm: number }[] = [];
  if (kind === 'sistema') {
    const free = priced.filter((p) => !p.fissa).length;
    const sizes = [...new Set(body.Sistemi ?? [])];
    if (!sizes.length || sizes.some((k) => k < 1 || k > free) || free < 2) return refuse(C.INVALID, T.systemSizes);
    if (systemCombinationCount(free, sizes) > MAX_SYSTEM_COMBINATIONS) return refuse(C.INVALID, T.systemTooMany(MAX_SYSTEM_COMBINATIONS));
    const plan = systemPlan(
      priced.map((p) => ({ quota: p.outcome.quota, fissa: p.fissa })),
      sizes,
      body.Importo,
    );
    if (plan.combos.length < 2) return refuse(C.INVALID, T.systemSizes);
    stake = plan.stakeTotal;
    potentialWin = plan.maxWin;
    quotaTotale = plan.combos.map((c) => totalOdds(c.map((i) => quotas[i]!))).reduce((a, b) => (b < a ? b : a));
    sistema = plan.elements.map(({ Sistema, Num_combinazioni, Importo_scomm }) => ({ Sistema, Num_combinazioni, Importo_scomm }));
  } else {
    stake = body.Importo;
    quotaTotale = totalOdds(quotas);
    potentialWin = winOf(stake, quotas);
  }

  // The operator's limits (site variables), checked with the slip's own rule (it says them before the tap).
  const limited = betLimitProblem({ stake, odds: quotaTotale, win: potentialWin }, betLimits((await deps.site.config()).variables));
  if (limited) return refuse(C.RULES, betLimitText(limited));
  const fun = body.Bonus ?? false;
  let bonusId: number | null = null;
  if (fun) {
    // The Fun Bonus Sport rule (document 3 §9), each problem said plainly.
    const problem = funBonusSportProblem(
      kind,
      priced.map((p) => ({ quota: p.outcome.quota, live: p.event.live })),
    );
    if (problem?.kind === 'multiple') return refuse(C.RULES, T.funBonus);
    if (problem?.kind === 'events') return refuse(C.RULES, T.funBonusEvents(problem.count));
    if (problem?.kind === 'live') return refuse(C.RULES, T.funBonusLive(names(priced[problem.line]!.event)));
    if (problem?.kind === 'odds') {
      const p = priced[problem.line]!;
      return refuse(C.RULES, T.funBonusOdds(p.outcome.label, names(p.event), formatOdds(p.outcome.quota)));
    }
    // Which Fun Bonus Sport: the one asked for, only if it is this player's and usable; else the first with enough money.
    const usable = await usableSportFunBonuses(deps.db, userId, now);
    const chosen = body.BonusId !== undefined ? usable.find((b) => b.id === body.BonusId) : (usable.find((b) => b.balance >= stake) ?? usable[0]);
    if (!chosen) return refuse(C.RULES, T.funBonusNone);
    bonusId = chosen.id;
  }

  // Self-exclusion from sport or from everything, with its Italian reason (docs/responsible-gaming.md).
  const excluded = await exclusionRefusal(deps.db, deps.clock, userId, 'sport');
  if (excluded) throw forbidden(excluded);

  const lines: SportLine[] = priced.map((p) => lineOf(p.event, p.market, p.outcome, p.fissa));
  const label = kind === 'singola' ? 'Singola' : kind === 'multipla' ? `Multipla (${priced.length})` : `Sistema ${sistema.map((s) => s.Sistema).join(', ')}`;
  const detail: TicketDetail = { sport: { tipo: kind, live, lines, sistema, quotaTotale, bonus: 0 } };
  const opened = await port.openTicket({
    code: `${live ? 'FB' : 'DF'}${serial}`,
    userId,
    platform: 'sport',
    gioco: 1,
    giocoDescr: `Scommesse ${live ? 'Live' : 'Prematch'} - ${label}`,
    stake,
    fun,
    bonusId,
    potentialWin,
    detail,
    ricevutaPgad: `${serial.slice(0, 16)}${now.getTime().toString(36).toUpperCase()}`,
    placedAt: now,
  });
  if (!opened.ok) return refusalOf(opened, fun);
  // A concurrent purchase with the same key and other content won the insert.
  if (opened.replay) return replayOf(opened.ticket, body);
  return resultOf(opened.ticket, false);
}

/** The slip's 'Gioca con il Fun Bonus Sport': the player's usable Fun Bonus Sport (none without a feed). */
export async function sportFunBonuses(deps: Pick<AppDeps, 'db' | 'clock'>, feed: SportFeed | null, userId: number): Promise<TSportFunBonus[]> {
  if (!feed) return [];
  return (await usableSportFunBonuses(deps.db, userId, deps.clock.now())).map((b) => ({
    Id: b.id,
    Nome: b.name,
    Residuo: b.balance,
    Scadenza: b.deadline.toISOString(),
  }));
}

function resultOf(t: TicketRow, replay: boolean): TBetResult {
  const sport = (t.detail as TicketDetail).sport!;
  return {
    Code: t.code,
    Importo: t.stake,
    QuotaTotale: sport.quotaTotale,
    VincitaPotenziale: t.potentialWin,
    Live: sport.live,
    Replay: replay,
    Quote: sport.lines.map((l) => ({ Hash: l.OutcomeId_hash, Quota: l.Quota })),
  };
}

/**
 * The same key is the same purchase only with the same selections, kind and stake per ticket or
 * combination; for a system, also the same sizes and the same fixed selections (another system is
 * another bet, at another total stake).
 */
function replayOf(t: TicketRow, body: TBetBody): Outcome<TBetResult, ChangedQuotes> {
  const sport = (t.detail as TicketDetail).sport;
  const sameSystem = (s: NonNullable<typeof sport>) =>
    s.sistema.every((el) => el.Importo_scomm === body.Importo) &&
    sizesKey(s.sistema.map((el) => Number.parseInt(el.Sistema, 10))) === sizesKey(body.Sistemi ?? []) &&
    s.lines.every((l, i) => l.Fissa === (body.Selezioni[i]?.Fissa ?? false));
  const same =
    sport &&
    sport.tipo === body.Tipo &&
    t.fun === (body.Bonus ?? false) &&
    (body.BonusId === undefined || t.bonusId === body.BonusId) &&
    sport.lines.map((l) => l.OutcomeId_hash).join(',') === body.Selezioni.map((s) => s.Hash).join(',') &&
    (body.Tipo === 'sistema' ? sameSystem(sport) : t.stake === body.Importo);
  return same ? resultOf(t, true) : refuse(C.CONFLICT, T.conflict);
}

/** A system's sizes as one comparable value: each once, in order. */
const sizesKey = (sizes: readonly number[]) => [...new Set(sizes)].sort((a, b) => a - b).join(',');

/** The port's refusals, said as everywhere else a stake is refused. */
function refusalOf(r: OpenTicketResult & { ok: false }, fun: boolean): Refusal<ChangedQuotes> {
  switch (r.reason) {
    case 'insufficient_funds':
      return refuse<ChangedQuotes>(C.INSUFFICIENT, fun ? T.funBonusInsufficient : T.insufficient);
    case 'bonus_unavailable':
      return refuse(C.RULES, T.funBonusNone);
    case 'not_allowed':
      throw forbidden(T.notAllowed);
    case 'conflict':
      return refuse(C.CONFLICT, T.conflict);
    case 'spend_limit':
      return refuse(C.LIMIT, PLAY_LIMIT_TEXT.spendReached(euroLimit(r.left)));
    case 'time_limit':
      return refuse(C.LIMIT, PLAY_LIMIT_TEXT.timeReached);
    case 'first_access':
      return refuse(C.LIMIT, FIRST_ACCESS_TEXT.blocked);
    default:
      return refuse(C.INVALID, T.outcome);
  }
}
