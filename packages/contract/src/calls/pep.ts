/** The calls of the PEP questionnaire (document 2 §7). */
import type * as P_ from '../pep.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './pep.checks.ts';

const pep = schemaModule<typeof P_>('../pep.ts');

export const EL_GetPepInfo = call('pep.EL_GetPepInfo', C.EL_GetPepInfo, {
  method: 'GET',
  path: '/api/Account/EL_GetPepInfo',
  response: async () => (await pep()).ZPepInfoData,
  codes: [],
});
export const EL_SetPepInfo = call('pep.EL_SetPepInfo', C.EL_SetPepInfo, {
  method: 'POST',
  path: '/api/Account/EL_SetPepInfo',
  body: async () => (await pep()).ZSetPepInfoRequest,
  response: async () => (await pep()).ZSetPepInfoResponse.shape.ResponseData,
  codes: [],
});
