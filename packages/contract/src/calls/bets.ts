/** The calls of the bet list, ticket details, reservations, cash-out and print (document 3 §3, §7); the statement's is in statement.ts. */
import { BETS_CODES as B } from '../bets-codes.ts';
import type * as B_ from '../bets.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './bets.checks.ts';

const bets = schemaModule<typeof B_>('../bets.ts');

const betList = {
  method: 'GET',
  query: async () => (await bets()).ZBetListQuery,
  response: async () => (await bets()).ZBetListResponse.shape.ResponseData,
  codes: [],
} as const;
export const EL_GetElencoGiocate = call('bets.EL_GetElencoGiocate', C.EL_GetElencoGiocate, { ...betList, path: '/api/Account/EL_GetElencoGiocate' });
export const EL_GetElencoGiocateFun = call('bets.EL_GetElencoGiocateFun', C.EL_GetElencoGiocateFun, {
  ...betList,
  path: '/api/Account/EL_GetElencoGiocateFun',
});

export const EL_dettaglio_ticket_psqf = call('bets.EL_dettaglio_ticket_psqf', C.EL_dettaglio_ticket_psqf, {
  method: 'GET',
  path: '/api/Account/EL_dettaglio_ticket_psqf',
  query: async () => (await bets()).ZTicketIdQuery,
  response: async () => (await bets()).ZSportDetail,
  codes: [B.NOT_FOUND],
});
export const EL_LoadTicketPSQF = call('bets.EL_LoadTicketPSQF', C.EL_LoadTicketPSQF, {
  method: 'GET',
  path: '/api/Account/EL_LoadTicketPSQF',
  query: async () => (await bets()).ZCasinoQuery,
  response: async () => (await bets()).ZCasinoLine,
  codes: [B.NOT_FOUND],
});
export const EL_getInfoTicketCash = call('bets.EL_getInfoTicketCash', C.EL_getInfoTicketCash, {
  method: 'GET',
  path: '/api/Account/EL_getInfoTicketCash',
  query: async () => (await bets()).ZTicketIdQuery,
  response: async () => (await bets()).ZCashInfo,
  codes: [B.NOT_FOUND],
});
export const EL_GetGrattaVinci_Dettagli = call('bets.EL_GetGrattaVinci_Dettagli', C.EL_GetGrattaVinci_Dettagli, {
  method: 'GET',
  path: '/api/Account/EL_GetGrattaVinci_Dettagli',
  query: async () => (await bets()).ZTicketQuery,
  response: async () => (await bets()).ZGvDetail,
  codes: [B.NOT_FOUND],
});
export const EL_Lotterie_Dettagli = call('bets.EL_Lotterie_Dettagli', C.EL_Lotterie_Dettagli, {
  method: 'GET',
  path: '/api/Account/EL_Lotterie_Dettagli',
  query: async () => (await bets()).ZLotteryQuery,
  response: async () => (await bets()).ZLotteryDetail,
  codes: [B.NOT_FOUND, B.WRONG_TYPE],
});

export const GetBetsReserved = call('bets.GetBetsReserved', C.GetBetsReserved, {
  method: 'GET',
  path: '/api/BetPlay/GetBetsReserved',
  query: async () => (await bets()).ZReservationsQuery,
  response: async () => (await bets()).ZReservationsResponse.shape.ResponseData,
  codes: [],
});
export const DeleteBetReserved = call('bets.DeleteBetReserved', C.DeleteBetReserved, {
  method: 'GET',
  path: '/api/BetPlay/DeleteBetReserved',
  query: async () => (await bets()).ZDeleteReservedQuery,
  response: async () => (await bets()).ZDeleteReservedResponse.shape.ResponseData,
  codes: [B.NOT_FOUND],
});
export const GetEventRows = call('bets.GetEventRows', C.GetEventRows, {
  method: 'POST',
  path: '/api/Palinsesto/GetEventRows',
  body: async () => (await bets()).ZEventRowsBody,
  response: async () => (await bets()).ZEventRowsResponse.shape.ResponseData,
  codes: [],
});

export const CashoutableTicketList_New = call('bets.CashoutableTicketList_New', C.CashoutableTicketList_New, {
  method: 'GET',
  path: '/api/BetPlay/CashoutableTicketList_New',
  response: async () => (await bets()).ZCashoutListResponse.shape.ResponseData,
  codes: [],
});
export const Cashout = call('bets.Cashout', C.Cashout, {
  method: 'POST',
  path: '/api/BetPlay/Cashout',
  body: async () => (await bets()).ZCashoutBody,
  response: async () => (await bets()).ZCashoutResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_FOUND, B.CASHOUT_CHANGED, B.CASHOUT_REFUSED, B.SETTLED],
});

export const TicketPrintToken = call('bets.TicketPrintToken', C.TicketPrintToken, {
  method: 'POST',
  path: '/api/BetPlay/TicketPrintToken',
  body: async () => (await bets()).ZTicketPrintTokenBody,
  response: async () => (await bets()).ZTicketPrintTokenResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_FOUND],
});
export const TicketPrint = call('bets.TicketPrint', C.TicketPrint, {
  method: 'GET',
  path: '/api/BetPlay/TicketPrint',
  query: async () => (await bets()).ZTicketPrintQuery,
  response: async () => (await bets()).ZTicketPrintResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_FOUND],
  endSessionOn401: false,
});
