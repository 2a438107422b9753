/** The calls of responsible gaming shared with the deposit page (document 3 §7): the self-exclusion types and those in force. */
import type * as RG_ from '../responsible-gaming.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './responsible-gaming.checks.ts';

const rg = schemaModule<typeof RG_>('../responsible-gaming.ts');

export const GetTipiAutoesclusioneTrasversale = call('responsible-gaming.GetTipiAutoesclusioneTrasversale', C.GetTipiAutoesclusioneTrasversale, {
  method: 'GET',
  path: '/api/Account/GetTipiAutoesclusioneTrasversale',
  response: async () => (await rg()).ZTipiAutoesclusioneData,
  codes: [],
});
