/** The site's settings (not in the legacy list): every module, variable and the idle timings, in one call. */
import type * as S_ from '../site.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './site.checks.ts';

const site = schemaModule<typeof S_>('../site.ts');

export const GetSiteConfig = call('site.GetSiteConfig', C.GetSiteConfig, {
  method: 'GET',
  path: '/api/Environment/GetSiteConfig',
  response: async () => (await site()).ZSiteConfig,
  codes: [],
});
