import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import {
  BETS_CODES as C,
  type TBetTicket,
  type TBettingPrint,
  type TCashoutTicket,
  type TEventRow,
  type TMovement,
  type TReservation,
  type TSportDetail,
} from '@betsite/contract/bets';
import {
  CAUSE,
  earliestReadable,
  isShareToken,
  lotteryType,
  PLATFORM_CAUSE,
  PLATFORM_LABEL,
  TICKET_STATUS,
  TICKET_STATUS_TEXT,
  type Platform,
  type TicketStatus,
} from '@betsite/domain/bets';
import { movementCode, movementReason } from '@betsite/domain/movement-labels';
import { parseSiteDateTime } from '@betsite/domain/site-time';
import { systemPlan } from '@betsite/domain/sportsbook';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { SportLine, SystemElement, TicketDetail, TicketRow } from './port.ts';
import * as repo from './repository.ts';
import { issuePrintToken, issueShareToken, usePrintToken, useShareToken } from './print-token.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const statusText = (s: number) => TICKET_STATUS_TEXT[s as TicketStatus] ?? String(s);
const detailOf = (t: TicketRow) => t.detail as TicketDetail;

/** id_applField of a movement: the ticket's platform cause, or the money movement's own. */
function causeOf(m: repo.MovementRow): number {
  if (m.platform) return PLATFORM_CAUSE[m.platform as Platform] ?? 0;
  if (m.kind === 'deposit' || m.kind === 'deposit_reversal' || m.kind === 'receivable_repay') return CAUSE.DEPOSIT;
  if (m.kind.startsWith('withdrawal')) return CAUSE.WITHDRAWAL;
  if (m.kind.startsWith('bonus')) return CAUSE.BONUS;
  return CAUSE.OPENING;
}

/**
 * Read side of the account area: statement, bet lists, details, reservations, cash-out list, print.
 * Details of a ticket that is not the caller's (or not of that kind) are refused as not found.
 */
export class BetsReader {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock'>) {}

  /** Deletes the caller's own reservation; false when there is none of theirs by that id. */
  deleteReservation(userId: number, id: number): Promise<boolean> {
    return repo.deleteReservation(this.db, userId, id, this.clock.now());
  }

  /** A print token for one ticket of the caller's (TicketPrintToken). */
  issuePrintToken(userId: number, ticketId: string): Promise<string> {
    return issuePrintToken(this.db, this.clock, userId, ticketId);
  }

  /** A share token for one ticket of the caller's ('Condividi': the same link every time, many uses). */
  issueShareToken(userId: number, ticketId: string): Promise<string> {
    return issueShareToken(this.db, userId, ticketId);
  }

  /** The player a print token (one use) or a share token (many) of this ticket was issued to, or null. */
  usePrintToken(ticketId: string, token: string): Promise<number | null> {
    return isShareToken(token) ? useShareToken(this.db, ticketId, token) : usePrintToken(this.db, this.clock, ticketId, token);
  }

  /** A ticket of the caller's own by its code (the sandbox platforms' settle call). */
  ownTicket(userId: number, code: string): Promise<TicketRow | undefined> {
    return repo.ownTicket(this.db, userId, code);
  }

  /** The sandbox platforms' outcomes, so event rows and tickets can show them. */
  recordOutcomes(rows: Parameters<typeof repo.upsertOutcomes>[1]): Promise<void> {
    return repo.upsertOutcomes(this.db, rows);
  }

  private get db() {
    return this.deps.db;
  }

  private get clock() {
    return this.deps.clock;
  }

  /** Validates a requested range: dateda before datea, no further back than 5 years. */
  range(dateda: string, datea: string): { from: Date; to: Date } {
    const from = parseSiteDateTime(dateda);
    const to = parseSiteDateTime(datea);
    if (!(from < to)) throw new HttpError(400, T.badRange);
    if (from < earliestReadable(this.clock.now())) throw new HttpError(400, T.tooOld);
    return { from, to };
  }

  async statement(userId: number, dateda: string, datea: string): Promise<TMovement[]> {
    const { from, to } = this.range(dateda, datea);
    const rows = await repo.statement(this.db, userId, from, to);
    return rows.map((m) => ({
      id_ticketField: movementCode({ kind: m.kind, ref: m.ref, ticket: m.platform !== null }),
      id_applField: causeOf(m),
      causaleField: movementReason(m),
      importoField: Number(m.amount),
      dataField: iso(m.created_at),
      ricevuta_pgadField: m.ricevuta_pgad,
    }));
  }

  async betList(userId: number, fun: boolean, q: { dateda: string; datea: string; id_gioco: number }): Promise<TBetTicket[]> {
    const { from, to } = this.range(q.dateda, q.datea);
    return (await repo.ticketsInRange(this.db, userId, fun, from, to, q.id_gioco)).map(toBetTicket);
  }

  private async own(userId: number, code: string, platforms?: string[]): Promise<TicketRow | null> {
    const t = await repo.ownTicket(this.db, userId, code);
    return t && (!platforms || platforms.includes(t.platform)) ? t : null;
  }

  async sportDetail(userId: number, code: string): Promise<Outcome<TSportDetail>> {
    const t = await this.own(userId, code, ['sport']);
    const s = t && detailOf(t).sport;
    if (!t || !s) return refuse(C.NOT_FOUND, T.ticketNotFound);
    return {
      id_ticketField: t.code,
      tipo: s.tipo,
      live: s.live,
      Elementi_biglietto: s.lines,
      Elementi_sistema: s.sistema,
      QuotaTotale: s.quotaTotale,
      Importo: t.stake,
      VincitaPotenziale: t.potentialWin,
      Bonus: s.bonus,
      stato_ticket_descrField: statusText(t.status),
    };
  }

  async cashInfo(userId: number, code: string) {
    const t = await this.own(userId, code, ['cash']);
    const c = t && detailOf(t).cash;
    if (!t || !c) {
      return refuse(C.NOT_FOUND, T.ticketNotFound, {
        esitoField: { returnCodeField: C.NOT_FOUND, descrizioneField: T.ticketNotFound },
        id_ticketField: null,
        giocoField: null,
        importoField: 0,
        vincitaField: 0,
        giocateField: 0,
        esitoGiocoField: null,
        dataField: null,
      });
    }
    return {
      esitoField: { returnCodeField: 0, descrizioneField: 'OK' },
      id_ticketField: t.code,
      giocoField: t.giocoDescr,
      importoField: t.stake,
      vincitaField: t.payout,
      giocateField: c.giocate,
      esitoGiocoField: c.esito,
      dataField: iso(t.placedAt),
    };
  }

  async gvDetail(userId: number, code: string) {
    const t = await this.own(userId, code, ['gv']);
    const g = t && detailOf(t).gv;
    return g ?? refuse(C.NOT_FOUND, T.ticketNotFound);
  }

  async lotteryDetail(userId: number, code: string, type: string | null) {
    const t = await this.own(userId, code, ['lotto', '10elotto', 'millionday']);
    const l = t && detailOf(t).lottery;
    if (!t || !l) return refuse(C.NOT_FOUND, T.ticketNotFound);
    const expected = lotteryType(t.code);
    if (type !== null && type !== expected) return refuse(C.WRONG_TYPE, T.wrongLotteryType);
    if (type === null && t.platform !== 'lotto') return refuse(C.NOT_FOUND, T.ticketNotFound);
    return { id_ticketField: t.code, type: expected, ...l, importo: t.stake, vincita: t.payout };
  }

  async casinoLine(userId: number, code: string, gameId: number) {
    const t = await this.own(userId, code, ['casino']);
    const c = t && detailOf(t).casino;
    if (!t || !c || (gameId !== 0 && gameId !== t.gioco)) return refuse(C.NOT_FOUND, T.ticketNotFound);
    return {
      // Only a paid ticket won: a refunded stake (a blackjack push, RIMBORSATO in the list) or a session still open did not.
      statoField: t.status === TICKET_STATUS.PAID ? ('VINCENTE' as const) : ('NON VINCENTE' as const),
      iniziosessioneField: c.inizio,
      finesessioneField: c.fine,
      giocoField: c.gioco,
      piattaformaField: PLATFORM_LABEL.casino,
      betField: c.bet,
      winField: c.win,
      stackField: t.stake,
      sessioneAAMSField: c.sessioneAAMS,
    };
  }

  async reservations(userId: number, skip: number, take: number): Promise<TReservation[]> {
    return (await repo.reservations(this.db, userId, skip, take)).map((r) => {
      const detail = r.detail as { OutcomeId_hash: string; Fissa: boolean }[];
      return {
        Id: r.id,
        ShortCode: r.shortCode,
        Crediti: r.crediti,
        DateTime: iso(r.createdAt),
        Detail: detail.map((d) => ({ OutcomeId_hash: d.OutcomeId_hash })),
        SistemaComb: r.sistemaComb as TReservation['SistemaComb'],
        reservationDetail: { SistemiFissaChecked: detail.filter((d) => d.Fissa).map((d) => d.OutcomeId_hash) },
        IsSystem: r.isSystem,
      };
    });
  }

  async eventRows(list: string): Promise<TEventRow[]> {
    const hashes = [
      ...new Set(
        list
          .split(',')
          .map((h) => h.trim())
          .filter((h) => /^[A-Za-z0-9]{1,64}$/.test(h)),
      ),
    ].slice(0, 100);
    const now = this.clock.now();
    return (await repo.outcomes(this.db, hashes)).map((o) => ({
      OutcomeId_hash: o.hash,
      Group_Name: o.groupName,
      Descr_avv: o.descrAvv,
      Descr_scomm: o.descrScomm,
      Descr_esito: o.descrEsito,
      Quota: o.quota,
      Data: iso(o.eventAt),
      Scaduto: o.eventAt <= now,
      // A platform's stored outcome carries no market state: only the sport feed suspends markets.
      Sospeso: false,
    }));
  }

  async cashoutList(userId: number): Promise<TCashoutTicket[]> {
    return (await repo.cashoutable(this.db, userId)).map((t) => {
      const lines = detailOf(t).sport?.lines ?? [];
      return {
        id: t.code,
        amn: t.stake,
        pwn: t.potentialWin,
        nevs: lines.length,
        oes: lines.filter((l) => l.Esito === 'Pending').length,
        amnc: t.cashoutOffer ?? 0,
        tsp: iso(t.cashoutOfferAt ?? t.placedAt),
      };
    });
  }

  async print(userId: number, code: string): Promise<Outcome<TBettingPrint>> {
    const t = await this.own(userId, code);
    if (!t) return refuse(C.NOT_FOUND, T.ticketNotFound);
    const s = detailOf(t).sport;
    const placed = new Date(t.placedAt);
    const parts = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(placed);
    const get = (k: string) => parts.find((p) => p.type === k)?.value ?? '';
    const isSystem = s?.tipo === 'sistema';
    const win = t.status === 1 ? t.potentialWin : t.payout;
    const minSystemWin = isSystem && s ? systemMinWin(s.lines, s.sistema) : 0;
    return {
      AAMSCode: t.code,
      Gioco: t.giocoDescr,
      Piattaforma: PLATFORM_LABEL[t.platform as Platform] ?? t.platform,
      Stato: statusText(t.status),
      Date: `${get('day')}/${get('month')}/${get('year')}`,
      Time: `${get('hour')}:${get('minute')}`,
      ElementiBiglietto: !isSystem ? (s?.lines ?? []) : [],
      Importo: t.stake,
      QuotaTotale: s?.quotaTotale ?? 0,
      Vincita: win,
      Bonus: s?.bonus ?? 0,
      Totale: win,
      SysElementiBiglietto: isSystem ? (s?.lines ?? []) : [],
      SysElementiSistema: isSystem ? (s?.sistema ?? []) : [],
      SysVincitaPotMin: minSystemWin,
    };
  }
}

/**
 * SysVincitaPotMin: the win of the cheapest winning combination of a system ticket, computed with the
 * sportsbook's exact plan (`systemPlan`) from the ticket's lines (odds, fissa) and, for each of its
 * elements, the size its label gives ('2/3', '2/3 + 1F') and the stake per combination. 0 when the
 * ticket's elements cannot be read.
 */
export function systemMinWin(lines: SportLine[], sistema: SystemElement[]): number {
  const selections = lines.map((l) => ({ quota: l.Quota, fissa: l.Fissa }));
  let min: number | null = null;
  for (const e of sistema) {
    const size = Number(/^\s*(\d+)\s*\//.exec(e.Sistema)?.[1]);
    if (!Number.isInteger(size) || size < 1 || !(e.Importo_scomm > 0)) continue;
    let win: number;
    try {
      const plan = systemPlan(selections, [size], e.Importo_scomm);
      if (plan.combos.length === 0) continue;
      win = plan.minWin;
    } catch {
      // More combinations than any ticket may hold: not a ticket the sportsbook sold.
      continue;
    }
    if (min === null || win < min) min = win;
  }
  return min ?? 0;
}

export function toBetTicket(t: TicketRow): TBetTicket {
  const lines = detailOf(t).sport?.lines;
  const count = (e: string) => lines?.filter((l) => l.Esito === e).length ?? 0;
  return {
    id_ticketField: t.code,
    giocoField: t.gioco,
    giocoDescrField: t.giocoDescr,
    piattaforma2Field: PLATFORM_LABEL[t.platform as Platform] ?? t.platform.toUpperCase(),
    stato_ticketField: t.status,
    stato_ticket_descrField: statusText(t.status),
    prezzoField: t.stake,
    data_oraField: iso(t.placedAt),
    messaggioField: t.messaggio,
    importo_vincitaField: t.status === 1 ? t.potentialWin : t.payout,
    ricevuta_pgadField: t.ricevutaPgad,
    EventiSportivi: lines ? { Pending: count('Pending'), Win: count('Win'), Lose: count('Lose'), Void: count('Void') } : null,
  };
}
