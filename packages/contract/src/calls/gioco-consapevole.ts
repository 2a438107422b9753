/**
 * The calls of the responsible-gaming pages (document 3 §7; /account/edit/gioco-consapevole, the
 * first access, the play history): deposit and play limits, self-exclusion, the reminder's interval.
 */
import type * as I_ from '../play-insights.ts';
import type * as PL_ from '../play-limits.ts';
import type * as RG_ from '../responsible-gaming.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './gioco-consapevole.checks.ts';

const rg = schemaModule<typeof RG_>('../responsible-gaming.ts');
const play = schemaModule<typeof PL_>('../play-limits.ts');
const insights = schemaModule<typeof I_>('../play-insights.ts');

/** RG_CODES of ../responsible-gaming.ts, restated: that module brings zod, which the browser must not load for a call. */
const NOT_FOUND = -1;
const ALREADY_EXCLUDED = -2;

export const EL_GetLimitazioniDeposito = call('gioco-consapevole.EL_GetLimitazioniDeposito', C.EL_GetLimitazioniDeposito, {
  method: 'GET',
  path: '/api/Account/EL_GetLimitazioniDeposito',
  response: async () => (await rg()).ZLimitazioniData,
  codes: [],
});
export const SaveLimitazione = call('gioco-consapevole.SaveLimitazione', C.SaveLimitazione, {
  method: 'POST',
  path: '/api/Account/SaveLimitazione',
  body: async () => (await rg()).ZSaveLimitazioneRequest,
  response: async () => (await rg()).ZLimitazione,
  codes: [NOT_FOUND],
});
export const SaveEsclusione = call('gioco-consapevole.SaveEsclusione', C.SaveEsclusione, {
  method: 'POST',
  path: '/api/Account/SaveEsclusione',
  body: async () => (await rg()).ZSaveEsclusioneRequest,
  response: async () => (await rg()).ZEsclusioneAttiva,
  codes: [NOT_FOUND, ALREADY_EXCLUDED],
});

export const GetLimitiGioco = call('gioco-consapevole.GetLimitiGioco', C.GetLimitiGioco, {
  method: 'GET',
  path: '/api/Account/GetLimitiGioco',
  response: async () => (await play()).ZLimitiGiocoData,
  codes: [],
});
export const SaveLimiteGioco = call('gioco-consapevole.SaveLimiteGioco', C.SaveLimiteGioco, {
  method: 'POST',
  path: '/api/Account/SaveLimiteGioco',
  body: async () => (await play()).ZSaveLimiteGiocoRequest,
  response: async () => (await play()).ZLimiteGioco,
  codes: [NOT_FOUND],
});
export const GetPrimoAccesso = call('gioco-consapevole.GetPrimoAccesso', C.GetPrimoAccesso, {
  method: 'GET',
  path: '/api/Account/GetPrimoAccesso',
  response: async () => (await play()).ZPrimoAccessoData,
  codes: [],
});
export const CompletaPrimoAccesso = call('gioco-consapevole.CompletaPrimoAccesso', C.CompletaPrimoAccesso, {
  method: 'POST',
  path: '/api/Account/CompletaPrimoAccesso',
  body: async () => (await play()).ZCompletaPrimoAccessoRequest,
  response: async () => (await play()).ZCompletaPrimoAccessoResponse.shape.ResponseData,
  codes: [],
});

export const SavePromemoriaSessione = call('gioco-consapevole.SavePromemoriaSessione', C.SavePromemoriaSessione, {
  method: 'POST',
  path: '/api/Account/SavePromemoriaSessione',
  body: async () => (await insights()).ZSavePromemoriaRequest,
  response: async () => (await insights()).ZPromemoriaData,
  codes: [],
});
export const GetAndamentoGioco = call('gioco-consapevole.GetAndamentoGioco', C.GetAndamentoGioco, {
  method: 'GET',
  path: '/api/Account/GetAndamentoGioco',
  query: async () => (await insights()).ZAndamentoQuery,
  response: async () => (await insights()).ZAndamentoData,
  codes: [],
});
