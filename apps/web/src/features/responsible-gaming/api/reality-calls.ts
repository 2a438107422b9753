import * as rgCalls from '@betsite/contract/calls/responsible-gaming';
import { callApi } from '../../../lib/call-api.ts';

/** The reality check's two calls, apart from rg-calls so the shell's reminder loads nothing else. */
export const getPromemoria = () => callApi(rgCalls.GetPromemoriaSessione);
export const continuaPromemoria = () => callApi(rgCalls.ContinuaPromemoriaSessione);
