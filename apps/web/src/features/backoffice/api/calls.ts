import { API, apiPath } from '@betsite/contract/api-paths';
import type {
  TAuditRow,
  TBackofficeLoginData,
  TDashboard,
  TOperator,
  TPlayerDetail,
  TPlayerSummary,
  TQueuedWithdrawal,
  TWithdrawalQueueQuery,
} from '@betsite/contract/backoffice';
import type { TEnvelope } from '@betsite/contract/envelope';
import { boApi, boDownload } from './client.ts';

/** A business refusal (HTTP 200 with ResponseCode ≠ 0), carrying the server's Italian text. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function unwrap<T>(env: TEnvelope<T>): T {
  if (env.ResponseCode !== 0) throw new BusinessError(env.ResponseCode, env.ResponseMessage ?? 'Operazione non riuscita');
  return env.ResponseData as T;
}
const get = async <T>(path: string, query?: Record<string, string | number | undefined>) => unwrap(await boApi<TEnvelope<T>>(path, { query }));
const post = async <T>(path: string, body?: unknown) => boApi<TEnvelope<T>>(path, { method: 'POST', body: body ?? {} });

export const boLogin = (body: { username: string; password: string; codice: string }) =>
  boApi<TEnvelope<TBackofficeLoginData>>(API.Backoffice.Login, { method: 'POST', body, endSessionOn401: false });
export const boLogout = () => post<null>(API.Backoffice.Logout);
export const fetchMe = () => get<{ operator: TOperator; idleSeconds: number }>(API.Backoffice.Me);
export const fetchDashboard = () => get<TDashboard>(API.Backoffice.Dashboard);

export type QueueQuery = TWithdrawalQueueQuery;
const queueQuery = (q: QueueQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
export const fetchWithdrawals = (q: QueueQuery) =>
  get<{ righe: TQueuedWithdrawal[]; totale: number; metodi: string[] }>(API.Backoffice.Withdrawals, queueQuery(q));
export const downloadWithdrawalsCsv = (q: QueueQuery) => boDownload(API.Backoffice.WithdrawalsCsv, queueQuery(q));
/** Pays a pending withdrawal; answers the server's text (paid, or handed to the payment provider). */
export const payWithdrawal = async (ticket: string, confermaProvvisorio = false) => {
  const env = await post<{ idTicketField: string }>(API.Backoffice.ConfermaPrelievo, { ticket, confermaProvvisorio });
  unwrap(env);
  return env.ResponseMessage ?? 'Prelievo pagato';
};
/** Asks the payout provider now about a payout still with it; answers the server's text (throws while it is still open). */
export const checkPayout = async (ticket: string) => {
  const env = await post<{ idTicketField: string }>(API.Backoffice.VerificaPagamento, { ticket });
  unwrap(env);
  return env.ResponseMessage ?? '';
};
export const refuseWithdrawal = async (ticket: string, motivo: string) =>
  unwrap(await post<{ idTicketField: string }>(API.Backoffice.RifiutaPrelievo, { ticket, motivo }));

export const searchPlayers = (q: string) => get<TPlayerSummary[]>(API.Backoffice.Players, { q });
export const fetchPlayer = (id: number) => get<TPlayerDetail>(apiPath(API.Backoffice.Player, { id }));
export const revokePlayerSession = async (id: number, sessionId: string) =>
  unwrap(await post<null>(apiPath(API.Backoffice.PlayerSessionRevoke, { id, sessionId })));
export const addPlayerNote = async (id: number, testo: string) => unwrap(await post<null>(apiPath(API.Backoffice.PlayerNotes, { id }), { testo }));

export interface AuditQuery {
  operatore?: string;
  giocatore?: number;
  azione?: string;
  pagina?: number;
}
export const fetchAudit = (q: AuditQuery) =>
  get<{ righe: TAuditRow[]; totale: number }>(API.Backoffice.Audit, q as Record<string, string | number | undefined>);

export interface ReviewDocument {
  Id: number;
  lato: 'fronte' | 'retro';
  stato: number;
  statoDescrizione: string;
  motivo: string | null;
  mime: string;
  caricatoIl: string;
  userId: number;
  username: string;
  contratto: string;
  nome: string;
  cognome: string;
  /** When the 72-hour verification is due, and whether it is late (issue 35). */
  verificaEntro: string;
  inRitardo: boolean;
}
export const fetchDocumentsToReview = (stato = 3) => get<ReviewDocument[]>(API.Operator.Documenti, { stato });
export const approveDocument = async (id: number) => unwrap(await post<null>(API.Operator.ApprovaDocumento, { id }));
export const refuseDocument = async (id: number, motivo: string) => unwrap(await post<null>(API.Operator.RifiutaDocumento, { id, motivo }));
/** The image as an object URL (the file needs the back-office token, so no plain <img src>). */
export const documentImageUrl = async (id: number) => URL.createObjectURL(await boDownload(API.Account.GetDocumento, { id }));
