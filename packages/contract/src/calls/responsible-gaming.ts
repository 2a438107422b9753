/** The calls of responsible gaming (document 3 §7): limits, self-exclusions. */
import type * as RG_ from '../responsible-gaming.ts';
import { call, defineCalls, schemaModule } from './define-call.ts';

const rg = schemaModule<typeof RG_>('../responsible-gaming.ts');

export const rgCalls = defineCalls('responsible-gaming', () => import('./responsible-gaming.checks.ts'), {
  GetTipiAutoesclusioneTrasversale: call({
    method: 'GET',
    path: '/api/Account/GetTipiAutoesclusioneTrasversale',
    response: async () => (await rg()).ZTipiAutoesclusioneData,
    codes: [],
  }),
});
