/**
 * The content calls (document 1 §3, §7): a layout area's objects, a page's parameters, the provider's
 * news, the payout tables and a promotion page's promotion (issue 36). Each is read by the server's
 * render too (the modules' page reads), with the same schemas.
 */
import { CONTENT_NOT_FOUND } from '../content-codes.ts';
import type * as CT_ from '../content.ts';
import type * as P_ from '../promotions.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './content.checks.ts';

const content = schemaModule<typeof CT_>('../content.ts');
const promotions = schemaModule<typeof P_>('../promotions.ts');

export const GetCmsObject = call('content.GetCmsObject', C.GetCmsObject, {
  method: 'GET',
  path: '/api/CMS/GetCmsObject',
  query: async () => (await content()).ZGetCmsObjectQuery,
  response: async () => (await content()).ZLayoutArea,
  codes: [CONTENT_NOT_FOUND],
});
export const GetCMSObjParameters = call('content.GetCMSObjParameters', C.GetCMSObjParameters, {
  method: 'GET',
  path: '/api/CMS/GetCMSObjParameters',
  query: async () => (await content()).ZGetCmsObjParametersQuery,
  response: async () => (await content()).ZCmsParameters,
  codes: [CONTENT_NOT_FOUND],
});
export const GetGogoalNews = call('content.GetGogoalNews', C.GetGogoalNews, {
  method: 'GET',
  path: '/api/CMS/GetGogoalNews',
  query: async () => (await content()).ZGetGogoalNewsQuery,
  response: async () => (await content()).ZGetGogoalNewsResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetRTPGames = call('content.GetRTPGames', C.GetRTPGames, {
  method: 'GET',
  path: '/api/Game/GetRTPGames',
  query: async () => (await content()).ZRtpQuery,
  response: async () => (await content()).ZRtpResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetPromotion = call('content.GetPromotion', C.GetPromotion, {
  method: 'GET',
  path: '/api/CMS/GetPromotion',
  query: async () => (await promotions()).ZPromotionQuery,
  response: async () => (await promotions()).ZPromotion,
  codes: [CONTENT_NOT_FOUND],
});
