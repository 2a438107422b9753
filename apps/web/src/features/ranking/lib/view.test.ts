import { describe, expect, it } from 'vitest';
import { endpointOf, viewOf } from './view.ts';

describe('ranking view from the sub-path', () => {
  it('maps every sub-path of the specification and falls back to the conversions', () => {
    expect(viewOf('conversioni-coupons')).toEqual({ tab: 'conversioni', conversion: 'coupons', coupon: 'all' });
    expect(viewOf('conversioni-promozioni').conversion).toBe('promos');
    expect(viewOf('conversioni-codice-unico').conversion).toBe('uniquecode');
    expect(viewOf('coupons-active')).toMatchObject({ tab: 'coupons', coupon: 'active' });
    expect(viewOf('coupons-expired')).toMatchObject({ tab: 'coupons', coupon: 'expired' });
    expect(viewOf(undefined)).toEqual({ tab: 'conversioni', conversion: 'all', coupon: 'all' });
    expect(viewOf('qualsiasi')).toEqual({ tab: 'conversioni', conversion: 'all', coupon: 'all' });
    for (const e of ['conversioni-coupons', 'coupons-active', 'coupons-expired', 'estratto-conto', 'coupons']) expect(endpointOf(viewOf(e))).toBe(e);
  });
});
