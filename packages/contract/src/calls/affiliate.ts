/** The affiliate application (document 2 §7), sent form-encoded as the affiliates endpoint expects (`form: true`). */
import type * as A_ from '../affiliate.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './affiliate.checks.ts';

const affiliate = schemaModule<typeof A_>('../affiliate.ts');

export const Apply = call('affiliate.Apply', C.Apply, {
  method: 'POST',
  path: '/api/Affiliate/Apply',
  body: async () => (await affiliate()).ZAffiliateRequest,
  response: async () => (await affiliate()).ZAffiliateApplyResponse.shape.ResponseData.unwrap(),
  codes: [-1],
  form: true,
});
