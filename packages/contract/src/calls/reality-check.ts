/**
 * The reality check's calls (the 'promemoria di sessione'): a group of their own because the app
 * shell's reminder makes them on every logged-in page, which must not carry the settings page's calls.
 */
import type * as I_ from '../play-insights.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './reality-check.checks.ts';

const insights = schemaModule<typeof I_>('../play-insights.ts');

export const GetPromemoriaSessione = call('reality-check.GetPromemoriaSessione', C.GetPromemoriaSessione, {
  method: 'GET',
  path: '/api/Account/GetPromemoriaSessione',
  response: async () => (await insights()).ZPromemoriaData,
  codes: [],
});
/** Refused (-1) when no reminder is due: the dialog closes all the same. */
export const ContinuaPromemoriaSessione = call('reality-check.ContinuaPromemoriaSessione', C.ContinuaPromemoriaSessione, {
  method: 'POST',
  path: '/api/Account/ContinuaPromemoriaSessione',
  response: async () => (await insights()).ZPromemoriaData,
  codes: [-1],
});
