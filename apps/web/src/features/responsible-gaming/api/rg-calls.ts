import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type {
  TEsclusioneAttiva,
  TLimitazione,
  TLimitazioniData,
  TLimitPeriod,
  TSaveEsclusioneRequest,
  TSaveLimitazioneRequest,
  TTipiAutoesclusioneData,
} from '@betsite/contract/responsible-gaming';
import type { TCompletaPrimoAccessoRequest, TLimiteGioco, TLimitiGiocoData, TPrimoAccessoData, TSaveLimiteGiocoRequest } from '@betsite/contract/play-limits';
import type { TAndamentoData, TPromemoriaData, TSavePromemoriaRequest } from '@betsite/contract/play-insights';
import { api } from '../../../lib/api.ts';
import { getPromemoria } from './reality-calls.ts';
import { API } from '@betsite/contract/api-paths';

/** One function per responsible-gaming call (document 2 §7); query keys from one factory. */
export const rgKeys = {
  limits: ['responsible-gaming', 'limits'] as const,
  exclusions: ['responsible-gaming', 'exclusions'] as const,
};

export const getLimitazioni = async () => (await api<TEnvelope<TLimitazioniData>>(API.Account.EL_GetLimitazioniDeposito)).ResponseData;
export const useLimitazioni = () => useQuery(queryOptions({ queryKey: rgKeys.limits, queryFn: getLimitazioni }));

export const saveLimitazione = (body: TSaveLimitazioneRequest) => api<TEnvelope<TLimitazione>>(API.Account.SaveLimitazione, { method: 'POST', body });

export const getTipiAutoesclusione = async () => (await api<TEnvelope<TTipiAutoesclusioneData>>(API.Account.GetTipiAutoesclusioneTrasversale)).ResponseData;
export const useTipiAutoesclusione = () => useQuery(queryOptions({ queryKey: rgKeys.exclusions, queryFn: getTipiAutoesclusione }));

export const saveEsclusione = (body: TSaveEsclusioneRequest) => api<TEnvelope<TEsclusioneAttiva>>(API.Account.SaveEsclusione, { method: 'POST', body });

export const playKeys = { limits: ['responsible-gaming', 'play-limits'] as const };
export const getLimitiGioco = async () => (await api<TEnvelope<TLimitiGiocoData>>(API.Account.GetLimitiGioco)).ResponseData;
export const useLimitiGioco = () => useQuery(queryOptions({ queryKey: playKeys.limits, queryFn: getLimitiGioco }));
export const saveLimiteGioco = (body: TSaveLimiteGiocoRequest) => api<TEnvelope<TLimiteGioco>>(API.Account.SaveLimiteGioco, { method: 'POST', body });

export const getPrimoAccesso = async () => (await api<TEnvelope<TPrimoAccessoData>>(API.Account.GetPrimoAccesso)).ResponseData;
export const usePrimoAccesso = () => useQuery(queryOptions({ queryKey: ['responsible-gaming', 'first-access'], queryFn: getPrimoAccesso }));
export const completaPrimoAccesso = (body: TCompletaPrimoAccessoRequest) => api<TEnvelope<null>>(API.Account.CompletaPrimoAccesso, { method: 'POST', body });

export const realityKeys = { status: ['responsible-gaming', 'reality-check'] as const, insights: ['responsible-gaming', 'insights'] as const };
/** An answer that always carries its data; an empty one is an error, as a failed call. */
const data = <T>(e: TEnvelope<T>): T => {
  if (e.ResponseData === null || e.ResponseData === undefined) throw new Error(e.ResponseMessage ?? 'Risposta non valida');
  return e.ResponseData;
};
export const usePromemoria = () => useQuery(queryOptions({ queryKey: realityKeys.status, queryFn: getPromemoria }));
export const savePromemoria = (body: TSavePromemoriaRequest) => api<TEnvelope<TPromemoriaData>>(API.Account.SavePromemoriaSessione, { method: 'POST', body });

export const getAndamento = async (periodo: TLimitPeriod) => data(await api<TEnvelope<TAndamentoData>>(API.Account.GetAndamentoGioco, { query: { periodo } }));
export const useAndamento = (periodo: TLimitPeriod) =>
  useQuery(queryOptions({ queryKey: [...realityKeys.insights, periodo], queryFn: () => getAndamento(periodo) }));
