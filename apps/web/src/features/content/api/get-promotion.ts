import { sanitizerForPage } from '../../../lib/load-sanitizer.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TPromotion } from '@betsite/contract/promotions';
import { api } from '../../../lib/api.ts';
import { contentRetry, sessionCache } from './keys.ts';
import { promotionAddress, promotionKey, type PromotionSection } from './promotion-address.ts';

export { promotionAddress };

/** GET /api/CMS/GetPromotion: the promotion, or null when the address names none (unknown, expired, hidden). */
export const promotionQueryOptions = (section: PromotionSection, slug: string) =>
  queryOptions({
    queryKey: promotionKey(section, slug),
    queryFn: async () => {
      const r = await api<TEnvelope<TPromotion>>(API.CMS.GetPromotion, { query: { section, slug } });
      return r.ResponseCode === 0 ? r.ResponseData : null;
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

/** RedeemBonus with the promotion's code (the bonus module decides everything). */
export const redeemPromotionBonus = (bonusCode: string) => api<TEnvelope<unknown>>(API.BetPlay.RedeemBonus, { query: { bonusCode } });
