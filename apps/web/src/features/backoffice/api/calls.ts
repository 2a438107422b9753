import * as bo from '@betsite/contract/calls/backoffice';
import type { CallData, CallQuery } from '@betsite/contract/calls/define-call';
import { boCallAnswer, boCallApi, boDownload } from './client.ts';

/**
 * The back office's calls, made from their definitions (@betsite/contract/calls/backoffice) with
 * the back office's call client: each answers the call's data or throws a typed `Refusal` with the
 * server's Italian text.
 */
export const boLogout = () => boCallApi(bo.Logout);
export const fetchMe = () => boCallApi(bo.Me);
export const fetchDashboard = () => boCallApi(bo.Dashboard);

export type QueueQuery = CallQuery<typeof bo.Withdrawals>;
const queueQuery = (q: QueueQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as QueueQuery;
export const fetchWithdrawals = (q: QueueQuery) => boCallApi(bo.Withdrawals, { query: queueQuery(q) });
export const downloadWithdrawalsCsv = (q: QueueQuery) => boDownload(bo.WithdrawalsCsv, queueQuery(q));
/** Pays a pending withdrawal; answers the server's text (paid, or handed to the payment provider). */
export const payWithdrawal = async (ticket: string, confermaProvvisorio = false) =>
  (await boCallAnswer(bo.ConfermaPrelievo, { body: { ticket, confermaProvvisorio } })).message ?? 'Prelievo pagato';
/** Asks the payout provider now about a payout still with it; answers the server's text (throws while it is still open). */
export const checkPayout = async (ticket: string) => (await boCallAnswer(bo.VerificaPagamento, { body: { ticket } })).message ?? '';
/** Closes by hand a payout its provider cannot finish, as the provider's records say; answers the server's text. */
export const closePayout = async (ticket: string, esito: 'pagato' | 'non_pagato', motivo: string) =>
  (await boCallAnswer(bo.ChiudiPagamento, { body: { ticket, esito, motivo } })).message ?? '';
export const refuseWithdrawal = (ticket: string, motivo: string) => boCallApi(bo.RifiutaPrelievo, { body: { ticket, motivo } });

export const searchPlayers = (q: string) => boCallApi(bo.Players, { query: { q } });
export const fetchPlayer = (id: number) => boCallApi(bo.Player, { params: { id } });
export const revokePlayerSession = (id: number, sessionId: string) => boCallApi(bo.PlayerSessionRevoke, { params: { id, sessionId } });
/** Blocks the account (the player is logged out) or gives back the state before the block; answers the server's text. */
export const blockPlayer = async (id: number, motivo: string) =>
  (await boCallAnswer(bo.PlayerBlock, { params: { id }, body: { motivo } })).message ?? 'Conto bloccato';
export const unblockPlayer = async (id: number, motivo: string) =>
  (await boCallAnswer(bo.PlayerUnblock, { params: { id }, body: { motivo } })).message ?? 'Conto sbloccato';
export const addPlayerNote = (id: number, testo: string) => boCallApi(bo.PlayerNotes, { params: { id }, body: { testo } });

/** The audit page's filters (the query the call takes). */
export interface AuditQuery {
  operatore?: string;
  giocatore?: number;
  azione?: string;
  /** ISO instants: the period's first and last moment. */
  dal?: string;
  al?: string;
  pagina?: number;
}
export const fetchAudit = (q: AuditQuery) => boCallApi(bo.Audit, { query: q });

/** A document awaiting review, with its player and its 72-hour verification deadline (issue 35). */
export type ReviewDocument = CallData<typeof bo.Documenti>[number];
export const fetchDocumentsToReview = (stato = 3) => boCallApi(bo.Documenti, { query: { stato } });
export const approveDocument = (id: number) => boCallApi(bo.ApprovaDocumento, { body: { id } });
export const refuseDocument = (id: number, motivo: string) => boCallApi(bo.RifiutaDocumento, { body: { id, motivo } });
/** The image as an object URL (the file needs the back-office token, so no plain <img src>). */
export const documentImageUrl = async (id: number) => URL.createObjectURL(await boDownload(bo.GetDocumento, { id }));
