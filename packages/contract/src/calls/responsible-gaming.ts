/** The calls of responsible gaming (document 3 §7): limits, self-exclusions, play limits, first access, the reality check, the play history. */
import type * as I_ from '../play-insights.ts';
import type * as PL_ from '../play-limits.ts';
import type * as RG_ from '../responsible-gaming.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './responsible-gaming.checks.ts';

const rg = schemaModule<typeof RG_>('../responsible-gaming.ts');
const play = schemaModule<typeof PL_>('../play-limits.ts');
const insights = schemaModule<typeof I_>('../play-insights.ts');

/** RG_CODES of ../responsible-gaming.ts, restated: that module brings zod, which the browser must not load for a call. */
const NOT_FOUND = -1;
const ALREADY_EXCLUDED = -2;

export const GetTipiAutoesclusioneTrasversale = call('responsible-gaming.GetTipiAutoesclusioneTrasversale', C.GetTipiAutoesclusioneTrasversale, {
  method: 'GET',
  path: '/api/Account/GetTipiAutoesclusioneTrasversale',
  response: async () => (await rg()).ZTipiAutoesclusioneData,
  codes: [],
});

export const EL_GetLimitazioniDeposito = call('responsible-gaming.EL_GetLimitazioniDeposito', C.EL_GetLimitazioniDeposito, {
  method: 'GET',
  path: '/api/Account/EL_GetLimitazioniDeposito',
  response: async () => (await rg()).ZLimitazioniData,
  codes: [],
});
export const SaveLimitazione = call('responsible-gaming.SaveLimitazione', C.SaveLimitazione, {
  method: 'POST',
  path: '/api/Account/SaveLimitazione',
  body: async () => (await rg()).ZSaveLimitazioneRequest,
  response: async () => (await rg()).ZLimitazione,
  codes: [NOT_FOUND],
});
export const SaveEsclusione = call('responsible-gaming.SaveEsclusione', C.SaveEsclusione, {
  method: 'POST',
  path: '/api/Account/SaveEsclusione',
  body: async () => (await rg()).ZSaveEsclusioneRequest,
  response: async () => (await rg()).ZEsclusioneAttiva,
  codes: [NOT_FOUND, ALREADY_EXCLUDED],
});

export const GetLimitiGioco = call('responsible-gaming.GetLimitiGioco', C.GetLimitiGioco, {
  method: 'GET',
  path: '/api/Account/GetLimitiGioco',
  response: async () => (await play()).ZLimitiGiocoData,
  codes: [],
});
export const SaveLimiteGioco = call('responsible-gaming.SaveLimiteGioco', C.SaveLimiteGioco, {
  method: 'POST',
  path: '/api/Account/SaveLimiteGioco',
  body: async () => (await play()).ZSaveLimiteGiocoRequest,
  response: async () => (await play()).ZLimiteGioco,
  codes: [NOT_FOUND],
});
export const GetPrimoAccesso = call('responsible-gaming.GetPrimoAccesso', C.GetPrimoAccesso, {
  method: 'GET',
  path: '/api/Account/GetPrimoAccesso',
  response: async () => (await play()).ZPrimoAccessoData,
  codes: [],
});
export const CompletaPrimoAccesso = call('responsible-gaming.CompletaPrimoAccesso', C.CompletaPrimoAccesso, {
  method: 'POST',
  path: '/api/Account/CompletaPrimoAccesso',
  body: async () => (await play()).ZCompletaPrimoAccessoRequest,
  response: async () => (await play()).ZCompletaPrimoAccessoResponse.shape.ResponseData,
  codes: [],
});

export const GetPromemoriaSessione = call('responsible-gaming.GetPromemoriaSessione', C.GetPromemoriaSessione, {
  method: 'GET',
  path: '/api/Account/GetPromemoriaSessione',
  response: async () => (await insights()).ZPromemoriaData,
  codes: [],
});
export const SavePromemoriaSessione = call('responsible-gaming.SavePromemoriaSessione', C.SavePromemoriaSessione, {
  method: 'POST',
  path: '/api/Account/SavePromemoriaSessione',
  body: async () => (await insights()).ZSavePromemoriaRequest,
  response: async () => (await insights()).ZPromemoriaData,
  codes: [],
});
/** Refused (-1) when no reminder is due: the dialog closes all the same. */
export const ContinuaPromemoriaSessione = call('responsible-gaming.ContinuaPromemoriaSessione', C.ContinuaPromemoriaSessione, {
  method: 'POST',
  path: '/api/Account/ContinuaPromemoriaSessione',
  response: async () => (await insights()).ZPromemoriaData,
  codes: [-1],
});
export const GetAndamentoGioco = call('responsible-gaming.GetAndamentoGioco', C.GetAndamentoGioco, {
  method: 'GET',
  path: '/api/Account/GetAndamentoGioco',
  query: async () => (await insights()).ZAndamentoQuery,
  response: async () => (await insights()).ZAndamentoData,
  codes: [],
});
