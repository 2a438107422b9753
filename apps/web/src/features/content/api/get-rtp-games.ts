import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPayoutMonthly, TPayoutStatic } from '@betsite/contract/content';
import { api } from '../../../lib/api.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';
import { API } from '@betsite/contract/api-paths';

/** GET /api/Game/GetRTPGames?mensile=…: the payout rows (monthly or static table). */
export async function getRtpGames(mensile: boolean): Promise<TPayoutMonthly[] | TPayoutStatic[] | null> {
  const r = await api<TEnvelope<TPayoutMonthly[] | TPayoutStatic[]>>(API.Game.GetRTPGames, { query: { mensile } });
  return r.ResponseCode === 0 ? r.ResponseData : null;
}

export const rtpGamesQueryOptions = (mensile: boolean) =>
  queryOptions({
    queryKey: contentKeys.rtp(mensile),
    queryFn: () => getRtpGames(mensile),
    ...contentRetry,
    ...sessionCache,
  });

export const useRtpGames = (mensile: boolean) => useQuery(rtpGamesQueryOptions(mensile));
