/**
 * The page's state lives in its sub-path (document 3 §2, §4): tab conversioni | movimenti |
 * coupons, conversion filter all | coupons | promos | uniquecode, coupon filter all | active | expired.
 */
export type RankingTab = 'conversioni' | 'movimenti' | 'coupons';
export type ConversionFilter = 'all' | 'coupons' | 'promos' | 'uniquecode';
export type CouponFilter = 'all' | 'active' | 'expired';

export interface RankingView {
  tab: RankingTab;
  conversion: ConversionFilter;
  coupon: CouponFilter;
}

const ENDPOINTS: Record<string, RankingView> = {
  'conversioni-coupons': { tab: 'conversioni', conversion: 'coupons', coupon: 'all' },
  'conversioni-promozioni': { tab: 'conversioni', conversion: 'promos', coupon: 'all' },
  'conversioni-codice-unico': { tab: 'conversioni', conversion: 'uniquecode', coupon: 'all' },
  'coupons-active': { tab: 'coupons', conversion: 'all', coupon: 'active' },
  'coupons-expired': { tab: 'coupons', conversion: 'all', coupon: 'expired' },
  coupons: { tab: 'coupons', conversion: 'all', coupon: 'all' },
  'estratto-conto': { tab: 'movimenti', conversion: 'all', coupon: 'all' },
  movimenti: { tab: 'movimenti', conversion: 'all', coupon: 'all' },
};
const DEFAULT_VIEW: RankingView = { tab: 'conversioni', conversion: 'all', coupon: 'all' };

/** Any other endpoint (classifiche-ranking/{endpoint}) opens the conversions. */
export const viewOf = (endpoint: string | undefined): RankingView => (endpoint && ENDPOINTS[endpoint]) || DEFAULT_VIEW;

/** The sub-path of a view (the inverse of viewOf for the links). */
export function endpointOf(v: RankingView): string {
  if (v.tab === 'movimenti') return 'estratto-conto';
  if (v.tab === 'coupons') return v.coupon === 'all' ? 'coupons' : `coupons-${v.coupon}`;
  return { all: 'conversioni', coupons: 'conversioni-coupons', promos: 'conversioni-promozioni', uniquecode: 'conversioni-codice-unico' }[v.conversion];
}

/** A points figure as the page writes it: '1.250 pt'. */
export const points = (n: number) => `${n.toLocaleString('it-IT')} pt`;
