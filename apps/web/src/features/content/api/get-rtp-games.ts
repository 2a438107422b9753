import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayoutMonthly, TPayoutStatic } from '@betsite/contract/content';
import { contentClient } from './content-client.ts';
import { contentKeys, contentRetry, sessionCache } from './keys.ts';

/** GET /api/Game/GetRTPGames?mensile=…: the payout rows (monthly or static table). */
export async function getRtpGames(mensile: boolean): Promise<TPayoutMonthly[] | TPayoutStatic[]> {
  const { callApi, calls } = await contentClient();
  return callApi(calls.GetRTPGames, { query: { mensile: mensile ? 'true' : 'false' } });
}

export const rtpGamesQueryOptions = (mensile: boolean) =>
  queryOptions({
    queryKey: contentKeys.rtp(mensile),
    queryFn: () => getRtpGames(mensile),
    ...contentRetry,
    ...sessionCache,
  });

export const useRtpGames = (mensile: boolean) => useQuery(rtpGamesQueryOptions(mensile));
