import { parseSiteDateTime, SITE_TIME_ZONE, zonedTime } from '@betsite/domain/site-time';
import type { TVipGroup, TVipHistory, TVipOpenTicket, TVipProfile, TVipPunti, TVipTicket } from '@betsite/contract/vip-sport';
import { periodOf, periodPoints, periodStats, ticketChecks, type VipTicket } from '@betsite/domain/vip-sport';
import { TICKET_STATUS_TEXT, type TicketStatus } from '@betsite/domain/bets';
import type { AppDeps } from '../../deps.ts';
import type { BonusService } from '../bonus/service.ts';
import { findCampaign, isLive } from '../bonus/repository.ts';
import type { TicketDetail } from '../games/port.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'site' | 'balances'>;

/** How far back the history goes: a year of weekly or monthly periods. */
const HISTORY_DAYS = 366;
/**
 * A period's coupon is earned only when it is processed within this many days of the period's end.
 * The 12-hour job (`process-job.ts`) processes every player's ended periods as soon as their last
 * result is in, whether or not the player ever opens the page; so an older period is one whose
 * results came very late (or a history imported afterwards) and gets its figures, not a coupon.
 */
const COUPON_WINDOW_DAYS = 30;
const DAY = 86_400_000;
/** Tickets read per statement when a period's figures are computed (keyset pages, no cap). */
const TICKET_PAGE = 1000;
/** (period, player) pairs the job reads per statement. */
const JOB_PAGE = 500;

interface Period extends repo.Span {
  profile: repo.VipProfileRow;
}

/** A period as the history lists it: with how many tickets it has and how many wait for their result. */
interface ListedPeriod extends Period {
  tickets: number;
  open: number;
}

const vipTicket = (t: repo.SportTicketRow): VipTicket => {
  const s = (t.detail as TicketDetail).sport;
  return {
    stake: t.stake,
    payout: t.payout,
    outcome: t.outcome,
    live: s?.live ?? false,
    system: s?.tipo === 'sistema',
    quota: s?.quotaTotale ?? (t.stake > 0 ? Math.round((t.potentialWin * 100) / t.stake) : 0),
    events: s?.lines.length ?? 1,
  };
};

/** Every period of a profile from the one containing `from` to the one containing `until`, oldest first. */
function periodsBetween(profile: repo.VipProfileRow, from: Date, until: Date): Period[] {
  const out: Period[] = [];
  for (let p = periodOf(profile.period, from); p.from <= until; p = periodOf(profile.period, p.to)) out.push({ profile, ...p });
  return out;
}

/**
 * VIP Sport (document 3 "VIP and comp points", §4): every period of every active profile is computed
 * from the player's real sport tickets. A period that has ended with every ticket settled is
 * processed once (`vip_elaborazioni`, unique per profile, player and period) and, when the criteria
 * are met, earns the profile's coupon through the bonus ledger under the key `vip:elaborazione:<id>`.
 * The 12-hour job processes every player's ended periods (`processEndedPeriods`); the history
 * processes one it finds first on the way, with the same rules. Every call acts for the session's
 * player only; a `PlayerId` in a body is ignored.
 */
export class VipSportService {
  constructor(
    private readonly deps: Deps,
    private readonly bonuses: BonusService,
  ) {}

  /** GetVIPProfileActive: the active profiles with their current period. */
  async profiles(): Promise<TVipProfile[]> {
    const now = this.deps.clock.now();
    return (await repo.activeProfiles(this.deps.db)).map((p) => {
      const cur = periodOf(p.period, now);
      return {
        Id: p.id,
        Name: p.name,
        LinkUrl: p.linkUrl,
        Parziale: true,
        Elaborato: false,
        Prematch: p.prematch,
        Live: p.live,
        IncludiSistemi: p.includiSistemi,
        Period: p.period,
        Periodi: [{ RealFrom: cur.from.toISOString(), RealTo: cur.to.toISOString() }],
        PercLostMin: p.percLostMin,
        AmountMin: p.amountMin,
        NumBetMin: p.numBetMin,
      };
    });
  }

  /**
   * The player's periods, newest first: the current one (partial) and every earlier one of the last
   * year with tickets. Which periods have tickets, and how many are open, is one aggregate in SQL.
   */
  private async periods(userId: number, profiles: repo.VipProfileRow[]): Promise<ListedPeriod[]> {
    const now = this.deps.clock.now();
    const all = profiles.flatMap((profile) => periodsBetween(profile, new Date(now.getTime() - HISTORY_DAYS * DAY), now));
    const counts = await repo.periodCounts(this.deps.db, userId, all);
    return all
      .map((p, i) => ({ ...p, ...counts[i]! }))
      .filter((p) => p.tickets > 0 || p.to > now)
      .sort((a, b) => b.from.getTime() - a.from.getTime() || a.profile.id - b.profile.id);
  }

  /** The figures of a period, from every one of its tickets (read in keyset pages); `tickets` = how many it has. */
  private async stats(userId: number, p: Period): Promise<{ stats: ReturnType<typeof periodStats>; tickets: number }> {
    const tickets: VipTicket[] = [];
    let after: { placedAt: Date; id: number } | null = null;
    for (;;) {
      const page = await repo.periodTicketsAfter(this.deps.db, userId, p, after, TICKET_PAGE);
      tickets.push(...page.map(vipTicket));
      const last = page.at(-1);
      if (!last || page.length < TICKET_PAGE) break;
      after = { placedAt: last.placedAt, id: last.id };
    }
    return { stats: periodStats(p.profile, tickets), tickets: tickets.length };
  }

  /**
   * Processes an ended period whose tickets all have a result, once; answers its row (also when
   * another request or the job processed it first), or null when it cannot be processed yet.
   */
  private async process(userId: number, p: Period, stats: ReturnType<typeof periodStats>): Promise<repo.ElaborazioneRow | null> {
    const now = this.deps.clock.now();
    if (p.to > now || stats.open) return null;
    const inWindow = now.getTime() - p.to.getTime() <= COUPON_WINDOW_DAYS * DAY;
    const mayReceive = stats.met && inWindow && p.profile.campaignId !== null && (await this.bonuses.mayReceive(userId));
    // The coupon comes only from a live campaign (the bonus module's rule): one not begun, past its
    // end or ended by an operator leaves the period processed with its figures and no coupon.
    const found = mayReceive ? await findCampaign(this.deps.db, p.profile.campaignId!) : undefined;
    const campaign = found && isLive(found, now) ? found : undefined;
    const row = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertElaborazione(tx, {
        profileId: p.profile.id,
        userId,
        periodFrom: p.from,
        periodTo: p.to,
        processedAt: now,
        totaleGiocatoValido: stats.TotaleGiocatoValido,
        totGiocateValide: stats.TotGiocateValide,
        percLost: stats.PercLost,
        met: stats.met,
        points: periodPoints(stats.TotaleGiocatoValido),
      });
      if (!inserted || !campaign) return inserted ?? null;
      const granted = await this.bonuses.grantWithin(tx, userId, campaign, `vip:elaborazione:${inserted.id}`, campaign.amount);
      if (!granted) return inserted;
      const withBonus = await repo.setElaborazioneBonus(tx, inserted.id, granted.id);
      return withBonus ?? inserted;
    });
    if (row?.bonusId) await this.bonuses.afterGrantCommit(userId);
    return row ?? (await repo.findElaborazione(this.deps.db, userId, p.profile.id, p.from)) ?? null;
  }

  /**
   * The 12-hour job's pass (document 3 §9 "VIP profiles processed every 12 hours"): every player's
   * ended period of every active profile whose coupon window is still open, with tickets all
   * settled and not processed yet, is processed now — so the coupon never waits for the player to
   * open the page. Earlier periods were processed by earlier passes (one whose last result came
   * after its window gets its figures, without a coupon, from the pass or the page alike).
   * Answers how many periods it processed.
   */
  async processEndedPeriods(): Promise<number> {
    const now = this.deps.clock.now();
    const windowStart = new Date(now.getTime() - COUPON_WINDOW_DAYS * DAY);
    const ended = (await repo.activeProfiles(this.deps.db)).flatMap((profile) => periodsBetween(profile, windowStart, now).filter((p) => p.to <= now));
    const spans = ended.map((p) => ({ profileId: p.profile.id, from: p.from, to: p.to }));
    let processed = 0;
    let after = { userId: 0, i: -1 };
    for (;;) {
      const page = await repo.unprocessedPeriods(this.deps.db, spans, after, JOB_PAGE);
      for (const { i, userId } of page) {
        const p = ended[i]!;
        const { stats, tickets } = await this.stats(userId, p);
        if (tickets > 0 && (await this.process(userId, p, stats))) processed += 1;
      }
      const last = page.at(-1);
      if (!last || page.length < JOB_PAGE) break;
      after = last;
    }
    return processed;
  }

  /** GetVIPStoricoPlayer: the history, 10 a page; ended periods are processed on the way. */
  async history(
    userId: number,
    q: { DateFrom?: string; DateTo?: string; Skip: number; Take: number; Closed?: boolean | null },
  ): Promise<{ Total: number; Items: TVipHistory[] }> {
    const now = this.deps.clock.now();
    const profiles = await repo.activeProfiles(this.deps.db);
    const done = new Map((await repo.elaborazioni(this.deps.db, userId)).map((e) => [`${e.profileId}:${e.periodFrom.getTime()}`, e]));
    const items: TVipHistory[] = [];
    for (const p of await this.periods(userId, profiles)) {
      const ended = p.to <= now;
      let elab = done.get(`${p.profile.id}:${p.from.getTime()}`) ?? null;
      // A processed period's figures are its row's; the others are computed from their tickets.
      const stats = elab ? null : (await this.stats(userId, p)).stats;
      if (!elab && ended && !stats!.open && p.tickets > 0) elab = await this.process(userId, p, stats!);
      const group = elab ? groupOf(elab, p.profile) : { VipProfiloId: p.profile.id, ...pick(stats!), BonusCode: null };
      const met = elab ? elab.met : stats!.met;
      items.push({
        DataCompetenza: p.from.toISOString(),
        AllProfili: profiles.map((x) => {
          const cur = periodOf(x.period, p.from);
          return { Id: x.id, Name: x.name, LinkUrl: x.linkUrl, Periodi: [{ RealFrom: cur.from.toISOString(), RealTo: cur.to.toISOString() }] };
        }),
        ElaborazioneId: elab?.id ?? null,
        LastExecutionTimeId: Math.floor(p.from.getTime() / 1000),
        Profili: [group],
        ProfiliEsclusi: met ? [] : [p.profile.id],
        ProfiliPlayer: met ? [p.profile.id] : [],
        VipProfiloId: p.profile.id,
        RealFrom: p.from.toISOString(),
        RealTo: p.to.toISOString(),
        Elaborato: elab !== null,
        Parziale: !ended,
        Aperte: p.open,
      });
    }
    const from = q.DateFrom ? parseSiteDateTime(q.DateFrom).getTime() : -Infinity;
    const to = q.DateTo ? parseSiteDateTime(q.DateTo).getTime() : Infinity;
    const shown = items.filter((i) => {
      const at = Date.parse(i.DataCompetenza);
      return at >= from && at <= to && (q.Closed === undefined || q.Closed === null || q.Closed === i.Elaborato);
    });
    return { Total: shown.length, Items: shown.slice(q.Skip, q.Skip + q.Take) };
  }

  /** GetVIPGroupPlayer: the group figures of one of the player's processed periods. */
  async group(userId: number, elaborazioneId: number): Promise<TVipGroup[]> {
    const e = await repo.ownElaborazione(this.deps.db, userId, elaborazioneId);
    if (!e) return [];
    const profile = await repo.findProfile(this.deps.db, e.profileId);
    return profile ? [groupOf(e, profile)] : [];
  }

  /** GetVIPDetail: the tickets of one of the player's processed periods, with each check, 10 a page. */
  async detail(
    userId: number,
    q: { VipProfiloId: number; ElaborazioneId: number; Skip: number; Take: number },
  ): Promise<{ Total: number; Items: TVipTicket[] }> {
    const e = await repo.ownElaborazione(this.deps.db, userId, q.ElaborazioneId);
    const profile = e && e.profileId === q.VipProfiloId ? await repo.findProfile(this.deps.db, e.profileId) : undefined;
    if (!e || !profile) return { Total: 0, Items: [] };
    const span = { from: e.periodFrom, to: e.periodTo };
    const [count] = await repo.periodCounts(this.deps.db, userId, [span]);
    const tickets = await repo.periodTicketsPage(this.deps.db, userId, span, q.Skip, q.Take);
    const items = tickets.map((t): TVipTicket => {
      const v = vipTicket(t);
      const c = ticketChecks(profile, v);
      return {
        BettingId: t.id,
        AAMSCode: t.code,
        DateTime: t.placedAt.toISOString(),
        Crediti: t.stake,
        AmountBetMin: profile.amountBetMin,
        AmountBetMax: profile.amountBetMax,
        AmountBetOk: c.AmountBetOk,
        Quota: v.quota / 100,
        OddMin: profile.oddMin / 100,
        OddMinOk: c.OddMinOk,
        NumEventsMin: profile.numEventsMin,
        EventsMinOk: c.EventsMinOk,
        eventi: v.events,
        DataChiusura: t.settledAt?.toISOString() ?? null,
        Win: t.payout,
        Vinto: t.outcome === 'won' || t.outcome === 'cashout',
      };
    });
    return { Total: count?.tickets ?? 0, Items: items };
  }

  /** GetVIPDetailOpen: the tickets of a period still waiting for a result (the period is its start, in seconds). */
  async detailOpen(userId: number, q: { VipProfiloId: number; ExecutionTimeId: number }): Promise<TVipOpenTicket[]> {
    const profile = await repo.findProfile(this.deps.db, q.VipProfiloId);
    if (!profile) return [];
    const tickets = await repo.openTickets(this.deps.db, userId, periodOf(profile.period, new Date(q.ExecutionTimeId * 1000)));
    return tickets.map((t) => {
      const v = vipTicket(t);
      const lines = (t.detail as TicketDetail).sport?.lines ?? [];
      // The latest of the lines' events, as an instant (the lines carry the ticket's display text).
      const last = lines.map((l) => eventInstant(l.Data)).reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
      return {
        Betting: {
          AAMSCode: t.code,
          DateTime: t.placedAt.toISOString(),
          Crediti: t.stake,
          Quota: v.quota / 100,
          EventiValidi: lines.filter((l) => l.Esito !== 'Void').length || v.events,
          Scadenza: (last ?? t.placedAt).toISOString(),
          LastStato: { Name: TICKET_STATUS_TEXT[t.status as TicketStatus] ?? 'VENDUTO' },
        },
      };
    });
  }

  /** GetPuntiList: the VIP points of the player's processed periods of a profile, with the total. */
  async points(userId: number, q: { VipProfiloId: number; Skip: number; Take: number }): Promise<TVipPunti> {
    const rows = (await repo.elaborazioni(this.deps.db, userId)).filter((e) => e.profileId === q.VipProfiloId && e.points > 0);
    return {
      TotalBalance: rows.reduce((s, e) => s + e.points, 0),
      PuntiList: rows.slice(q.Skip, q.Skip + q.Take).map((e) => ({
        InsDate: e.processedAt.toISOString(),
        Vip_Elaborazione_CalcDate: e.periodTo.toISOString(),
        Vip_CausalePunti: { Descrizione: 'Punti periodo VIP' },
        Punti: e.points,
      })),
    };
  }
}

const DISPLAY_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The instant of a ticket line's event: its `Data` as the ticket writes it ('dd/mm/yyyy HH:mm',
 * Italian time) or an ISO date-time; null when it is neither (or missing).
 */
function eventInstant(data: unknown): Date | null {
  if (typeof data !== 'string') return null;
  const text = data.trim();
  const m = DISPLAY_DATE_TIME.exec(text);
  const at = m
    ? zonedTime(SITE_TIME_ZONE, Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0))
    : ISO_DATE_TIME.test(text)
      ? parseSiteDateTime(text)
      : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

const pick = (s: ReturnType<typeof periodStats>) => ({
  PercLost: s.PercLost,
  PercLostMinOk: s.PercLostMinOk,
  AmountMinOk: s.AmountMinOk,
  NumBetMinOk: s.NumBetMinOk,
  TotaleGiocatoValido: s.TotaleGiocatoValido,
  TotGiocateValide: s.TotGiocateValide,
});

function groupOf(e: repo.ElaborazioneRow, p: repo.VipProfileRow): TVipGroup {
  return {
    VipProfiloId: e.profileId,
    PercLost: e.percLost,
    PercLostMinOk: e.totaleGiocatoValido > 0 && e.percLost >= p.percLostMin,
    AmountMinOk: e.totaleGiocatoValido >= p.amountMin,
    NumBetMinOk: e.totGiocateValide >= p.numBetMin,
    TotaleGiocatoValido: e.totaleGiocatoValido,
    TotGiocateValide: e.totGiocateValide,
    BonusCode: repo.couponCode(e),
  };
}
