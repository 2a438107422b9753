import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPromemoriaData } from '@betsite/contract/play-insights';
import { API } from '@betsite/contract/api-paths';
import { api } from '../../../lib/api.ts';

/** The reality check's two calls, apart from rg-calls so the shell's reminder loads nothing else. */
export const getPromemoria = async (): Promise<TPromemoriaData> => {
  const e = await api<TEnvelope<TPromemoriaData>>(API.Account.GetPromemoriaSessione);
  if (!e.ResponseData) throw new Error(e.ResponseMessage ?? 'Risposta non valida');
  return e.ResponseData;
};
export const continuaPromemoria = () => api<TEnvelope<TPromemoriaData | null>>(API.Account.ContinuaPromemoriaSessione, { method: 'POST' });
