import type { TSportEvent } from '@betsite/contract/sportsbook';
import type { SportLine } from '../games/port.ts';
import type { FeedEvent, FeedMarket, FeedOutcome } from './feed.ts';

const fmtDate = (d: Date) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(',', '');

/** A ticket line as the bet list and the print read it (document 3 §5, "Detail/selection"). */
export function lineOf(e: FeedEvent, m: FeedMarket, o: FeedOutcome, fissa: boolean): SportLine {
  return {
    Group_Name: `${e.sportName} - ${e.competitionName}`,
    Data: fmtDate(e.start),
    Descr_avv: `${e.home} - ${e.away}`,
    Descr_scomm: m.name,
    Descr_esito: o.label,
    Quota: o.quota,
    Quota_pag: o.quota,
    HandicapDecoded: m.handicap,
    Cod_Esito: o.code,
    Cod_Esito_vin: null,
    Fissa: fissa,
    Esito: 'Pending',
    OutcomeId_hash: o.hash,
  };
}

/** An event on the wire (the schedule calls). */
export function eventToWire(e: FeedEvent): TSportEvent {
  return {
    Id: e.id,
    Sport: e.sport,
    SportName: e.sportName,
    Competition: e.competition,
    CompetitionName: e.competitionName,
    Name: `${e.home} - ${e.away}`,
    Home: e.home,
    Away: e.away,
    Start: e.start.toISOString(),
    Live: e.live,
    Cancelled: e.cancelled,
    Score: e.score,
    Clock: e.clock,
    Markets: e.markets.map((m) => ({
      Id: m.id,
      Name: m.name,
      Suspended: m.suspended,
      Outcomes: m.outcomes.map((o) => ({ Hash: o.hash, Code: o.code, Label: o.label, Quota: o.quota })),
    })),
  };
}
