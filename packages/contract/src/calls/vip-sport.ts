/** The calls of VIP Sport (document 3 §7): answered for the session's player, never refused with a business code. */
import type * as V_ from '../vip-sport.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './vip-sport.checks.ts';

const vip = schemaModule<typeof V_>('../vip-sport.ts');

export const GetVIPProfileActive = call('vip-sport.GetVIPProfileActive', C.GetVIPProfileActive, {
  method: 'GET',
  path: '/api/Account/GetVIPProfileActive',
  query: async () => (await vip()).ZVipCookieQuery,
  response: async () => (await vip()).ZVipProfileActiveResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetVIPStoricoPlayer = call('vip-sport.GetVIPStoricoPlayer', C.GetVIPStoricoPlayer, {
  method: 'POST',
  path: '/api/Account/GetVIPStoricoPlayer',
  body: async () => (await vip()).ZVipStoricoBody,
  response: async () => (await vip()).ZVipStoricoResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetVIPGroupPlayer = call('vip-sport.GetVIPGroupPlayer', C.GetVIPGroupPlayer, {
  method: 'POST',
  path: '/api/Account/GetVIPGroupPlayer',
  body: async () => (await vip()).ZVipGroupBody,
  response: async () => (await vip()).ZVipGroupResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetVIPDetail = call('vip-sport.GetVIPDetail', C.GetVIPDetail, {
  method: 'POST',
  path: '/api/Account/GetVIPDetail',
  body: async () => (await vip()).ZVipDetailBody,
  response: async () => (await vip()).ZVipDetailResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetVIPDetailOpen = call('vip-sport.GetVIPDetailOpen', C.GetVIPDetailOpen, {
  method: 'POST',
  path: '/api/Account/GetVIPDetailOpen',
  body: async () => (await vip()).ZVipDetailOpenBody,
  response: async () => (await vip()).ZVipDetailOpenResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const GetPuntiList = call('vip-sport.GetPuntiList', C.GetPuntiList, {
  method: 'POST',
  path: '/api/Account/GetPuntiList',
  body: async () => (await vip()).ZVipPuntiBody,
  response: async () => (await vip()).ZVipPunti,
  codes: [],
});
