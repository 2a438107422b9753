import type { QueryClient } from '@tanstack/react-query';

// Tiny on purpose: the route table (in the entry) uses it to answer 404 for a missing promotion.

export type PromotionSection = 'sport' | 'games';

/** /scommesse/promozione/{slug} → sport, /games/promozione/{slug} → games; anything else → null. */
export function promotionAddress(pathname: string): { section: PromotionSection; slug: string } | null {
  const m = /^\/(scommesse|games)\/promozione\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  return /^[a-z0-9-]{1,120}$/.test(slug) ? { section: m[1] === 'scommesse' ? 'sport' : 'games', slug } : null;
}

export const promotionKey = (section: PromotionSection, slug: string) => ['content', 'promotion', section, slug] as const;

/** FeatureRoute.notFound: a bad address, or one the server answered with no promotion. */
export function promotionMissing(client: QueryClient, pathname: string): boolean {
  const address = promotionAddress(pathname);
  if (!address) return true;
  const state = client.getQueryState(promotionKey(address.section, address.slug));
  return state?.status === 'success' && state.data === null;
}
