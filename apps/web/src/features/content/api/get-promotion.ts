import { sanitizerForPage } from '../../../lib/load-sanitizer.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as bonusCalls from '@betsite/contract/calls/bonus';
import { contentClient } from './content-client.ts';
import { contentRetry, sessionCache } from './keys.ts';
import { promotionAddress, promotionKey, type PromotionSection } from './promotion-address.ts';

export { promotionAddress };

/** GET /api/CMS/GetPromotion: the promotion, or null when the address names none (unknown, expired, hidden: CONTENT_NOT_FOUND). */
export const promotionQueryOptions = (section: PromotionSection, slug: string) =>
  queryOptions({
    queryKey: promotionKey(section, slug),
    queryFn: async () => {
      const { callResult, calls } = await contentClient();
      const r = await callResult(calls.GetPromotion, { query: { section, slug } });
      return r.ok ? r.data : null;
    },
    ...contentRetry,
    ...sessionCache,
  });

export const usePromotion = (section: PromotionSection, slug: string) => useQuery(promotionQueryOptions(section, slug));

/** The page's data (FeatureRoute.firstData). */
export async function promotionPageData(client: QueryClient, pathname: string): Promise<void> {
  const address = promotionAddress(pathname);
  if (address) await Promise.all([client.fetchQuery(promotionQueryOptions(address.section, address.slug)), sanitizerForPage()]);
}

/** RedeemBonus with the promotion's code (the bonus module decides everything): its data and the server's success text, or a thrown `Refusal`. */
export async function redeemPromotionBonus(bonusCode: string) {
  const { callAnswer } = await contentClient();
  return callAnswer(bonusCalls.RedeemBonus, { query: { bonusCode } });
}
