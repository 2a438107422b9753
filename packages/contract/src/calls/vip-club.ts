/** The calls of the VIP Club and Comp Point (document 3 §7). */
import { VIP_CODES as V } from '../vip-club-codes.ts';
import type * as V_ from '../vip-club.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './vip-club.checks.ts';

const vip = schemaModule<typeof V_>('../vip-club.ts');
/** Every call but the request to join answers for an active member only (§4): -1112, -1110 or -1111 otherwise. */
const MEMBER = [V.NOT_ALLOWED, V.NOT_ENROLLED, V.SUSPENDED] as const;

export const GetVIPProgram = call('vip-club.GetVIPProgram', C.GetVIPProgram, {
  method: 'GET',
  path: '/api/Account/GetVIPProgram',
  query: async () => (await vip()).ZVipEmptyQuery,
  response: async () => (await vip()).ZVipProgram,
  codes: MEMBER,
});
export const GetCompPoint = call('vip-club.GetCompPoint', C.GetCompPoint, {
  method: 'GET',
  path: '/api/Account/GetCompPoint',
  query: async () => (await vip()).ZVipEmptyQuery,
  response: async () => (await vip()).ZCompPoint,
  codes: MEMBER,
});
export const GetVIPProgramEstrattoConto = call('vip-club.GetVIPProgramEstrattoConto', C.GetVIPProgramEstrattoConto, {
  method: 'GET',
  path: '/api/Account/GetVIPProgramEstrattoConto',
  query: async () => (await vip()).ZVipStatementQuery,
  response: async () => (await vip()).ZStatementResponse.shape.ResponseData.unwrap(),
  /** NOT_FOUND: a subscription other than the caller's. */
  codes: [...MEMBER, V.NOT_FOUND],
});
export const GetVipProgramPromo = call('vip-club.GetVipProgramPromo', C.GetVipProgramPromo, {
  method: 'GET',
  path: '/api/Account/GetVipProgramPromo',
  query: async () => (await vip()).ZVipEmptyQuery,
  response: async () => (await vip()).ZVipPromoResponse.shape.ResponseData.unwrap(),
  codes: MEMBER,
});
export const GetListaRicariche = call('vip-club.GetListaRicariche', C.GetListaRicariche, {
  method: 'GET',
  path: '/api/Account/GetListaRicariche',
  query: async () => (await vip()).ZRicaricheQuery,
  response: async () => (await vip()).ZRicaricheResponse.shape.ResponseData.unwrap(),
  codes: MEMBER,
});
/** The request to join: 0 with the server's text (enrolled, or already a member); a suspended member -1111, a player who may not take part -1112. */
export const VipPlayerApply = call('vip-club.VipPlayerApply', C.VipPlayerApply, {
  method: 'POST',
  path: '/api/Account/VipPlayerApply',
  body: async () => (await vip()).ZVipApplyBody,
  response: async () => (await vip()).ZVipMessageResponse.shape.ResponseData,
  codes: [V.NOT_ALLOWED, V.SUSPENDED],
});
export const VipRechargeRequest = call('vip-club.VipRechargeRequest', C.VipRechargeRequest, {
  method: 'POST',
  path: '/api/Account/VipRechargeRequest',
  body: async () => (await vip()).ZVipRechargeBody,
  response: async () => (await vip()).ZVipRechargeResponse.shape.ResponseData.unwrap(),
  codes: [...MEMBER, V.NOT_FOUND, V.NOT_ENOUGH_POINTS, V.BUSY],
});
export const VipCardRequest = call('vip-club.VipCardRequest', C.VipCardRequest, {
  method: 'POST',
  path: '/api/Account/VipCardRequest',
  body: async () => (await vip()).ZVipCardBody,
  response: async () => (await vip()).ZVipMessageResponse.shape.ResponseData,
  codes: [...MEMBER, V.NOT_FOUND, V.ALREADY],
});
