import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TBetTicket, TBettingPrint, TCashoutTicket, TEventRow, TMovement, TReservation, TSportDetail } from '@betsite/contract/bets';
import { api } from '../../../lib/api.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per legacy call of the statement and bet list (document 3 §7); keys from one factory. */
export const betsKeys = {
  all: ['bets'] as const,
  statement: (from: string, to: string) => ['bets', 'statement', from, to] as const,
  list: (fun: boolean, from: string, to: string) => ['bets', 'list', fun, from, to] as const,
  reserved: ['bets', 'reserved'] as const,
  cashout: ['bets', 'cashout'] as const,
  events: (hashes: string) => ['bets', 'events', hashes] as const,
};

export interface Range {
  dateda: string;
  datea: string;
}

export const getEstrattoConto = async (r: Range) =>
  (await api<TEnvelope<TMovement[]>>(API.Account.EL_GetEstrattoConto, { query: { ...r } })).ResponseData ?? [];
export const useStatement = (r: Range) =>
  useQuery({ queryKey: betsKeys.statement(r.dateda, r.datea), queryFn: () => getEstrattoConto(r), placeholderData: keepPreviousData });

export const getElencoGiocate = async (fun: boolean, r: Range) =>
  (await api<TEnvelope<TBetTicket[]>>(fun ? API.Account.EL_GetElencoGiocateFun : API.Account.EL_GetElencoGiocate, { query: { ...r, id_gioco: 0 } }))
    .ResponseData ?? [];
export const useBetList = (fun: boolean, r: Range, enabled = true) =>
  useQuery({ queryKey: betsKeys.list(fun, r.dateda, r.datea), queryFn: () => getElencoGiocate(fun, r), enabled, placeholderData: keepPreviousData });

export const getBetsReserved = () => api<TEnvelope<TReservation[]>>(API.BetPlay.GetBetsReserved, { query: { skip: 0, take: 1000 } });
export const useReservations = (enabled: boolean) => useQuery({ queryKey: betsKeys.reserved, queryFn: getBetsReserved, enabled });
export const deleteBetReserved = (id: number) => api<TEnvelope<boolean>>(API.BetPlay.DeleteBetReserved, { query: { Id: id } });

export const getEventRows = async (outcomes: string[]) =>
  (await api<TEnvelope<TEventRow[]>>(API.Palinsesto.GetEventRows, { method: 'POST', body: { outcomes: outcomes.join(',') } })).ResponseData ?? [];
export const useEventRows = (outcomes: string[], enabled: boolean) =>
  useQuery({ queryKey: betsKeys.events(outcomes.join(',')), queryFn: () => getEventRows(outcomes), enabled: enabled && outcomes.length > 0 });

export const getCashoutable = async () => (await api<TEnvelope<{ tks: TCashoutTicket[] }>>(API.BetPlay.CashoutableTicketList_New)).ResponseData?.tks ?? [];
export const useCashoutable = (enabled: boolean) => useQuery({ queryKey: betsKeys.cashout, queryFn: getCashoutable, enabled });
export const cashout = (id: string, amnc: number) => api<TEnvelope<{ id: string; amnc: number }>>(API.BetPlay.Cashout, { method: 'POST', body: { id, amnc } });

export const getSportDetail = (id: string) => api<TEnvelope<TSportDetail>>(API.Account.EL_dettaglio_ticket_psqf, { query: { idTicket: id } });
export const getCasinoLine = (id: string, gameId: number) =>
  api<TEnvelope<Record<string, string | number | null>>>(API.Account.EL_LoadTicketPSQF, { query: { idTicket: id, gameId } });
export const getCashInfo = (id: string) =>
  api<TEnvelope<Record<string, unknown> & { esitoField: { returnCodeField: number } }>>(API.Account.EL_getInfoTicketCash, { query: { idTicket: id } });
export const getGvDetail = (id: string) =>
  api<TEnvelope<{ ricevutaUrl: string; replayData: Record<string, string> }>>(API.Account.EL_GetGrattaVinci_Dettagli, { query: { ticket: id } });
export const getLotteryDetail = (id: string, type: string) =>
  api<TEnvelope<{ concorso: string; estrazione: string; numeri: number[]; ruote: string[]; vincenti: number[] }>>(API.Account.EL_Lotterie_Dettagli, {
    query: { ticket: id, type },
  });

/** A one-use print token for one ticket (issue 32): what a tab without the session puts in `auth`. */
export const getTicketPrintToken = (id: string) =>
  api<TEnvelope<{ PrintToken: string; ScadenzaSecondi: number }>>(API.BetPlay.TicketPrintToken, { method: 'POST', body: { id } });
export const getTicketPrint = (id: string, auth: string | null) =>
  api<TEnvelope<{ BettingPrint: TBettingPrint }>>(API.BetPlay.TicketPrint, { query: { id, auth: auth ?? undefined }, endSessionOn401: false });
