import * as realityCalls from '@betsite/contract/calls/reality-check';
import { callApi } from '../../../lib/call-api.ts';

/** The reality check's two calls, a group of their own so the shell's reminder loads nothing else. */
export const getPromemoria = () => callApi(realityCalls.GetPromemoriaSessione);
export const continuaPromemoria = () => callApi(realityCalls.ContinuaPromemoriaSessione);
