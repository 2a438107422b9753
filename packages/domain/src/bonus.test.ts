import { describe, expect, it } from 'vitest';
import { couponUi, depositBonusAmount, ticketCounts, typeOfFamily } from './bonus.ts';

const at = (s: string) => new Date(s);
const bonus = { type: 'bonus' as const, platforms: ['sport'], minOdds: 150, grantedAt: at('2026-11-01T10:00:00Z'), deadline: at('2026-11-30T10:00:00Z') };
const ticket = {
  platform: 'sport',
  fun: false,
  stake: 1000,
  potentialWin: 1500,
  outcome: 'lost',
  placedAt: at('2026-11-02T10:00:00Z'),
  settledAt: at('2026-11-03T10:00:00Z'),
};

describe('bonus rules', () => {
  it('merges families into the four subtypes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(typeOfFamily)).toEqual(['bonus', 'bonus', 'bonus', 'bonus', 'funbonus', 'freespin', 'freebet', 'funbonus']);
  });

  it('counts only risked, eligible tickets inside the bonus window', () => {
    expect(ticketCounts(bonus, ticket)).toBe(true);
    expect(ticketCounts(bonus, { ...ticket, potentialWin: 1490 })).toBe(false); // odds 1.49 < 1.50
    expect(ticketCounts(bonus, { ...ticket, outcome: 'refunded' })).toBe(false);
    expect(ticketCounts(bonus, { ...ticket, outcome: 'void' })).toBe(false);
    expect(ticketCounts(bonus, { ...ticket, fun: true })).toBe(false);
    expect(ticketCounts(bonus, { ...ticket, platform: 'casino' })).toBe(false);
    expect(ticketCounts(bonus, { ...ticket, placedAt: at('2026-10-31T10:00:00Z') })).toBe(false);
    expect(ticketCounts(bonus, { ...ticket, settledAt: at('2026-12-01T10:00:00Z') })).toBe(false);
    expect(ticketCounts({ ...bonus, type: 'funbonus' }, { ...ticket, fun: true })).toBe(true);
    expect(ticketCounts({ ...bonus, type: 'freespin' }, ticket)).toBe(false);
  });

  it('caps a deposit bonus at the campaign value', () => {
    expect(depositBonusAmount(5000, 100, 10000)).toBe(5000);
    expect(depositBonusAmount(50000, 100, 10000)).toBe(10000);
    expect(depositBonusAmount(3333, 50, 10000)).toBe(1666);
    expect(depositBonusAmount(3333, null, 1000)).toBe(1000);
  });

  it('gives every coupon state its colour and text', () => {
    const base = { dateFrom: at('2026-11-01T10:00:00Z'), dateTo: at('2026-11-30T10:00:00Z'), usedDate: null, bonusStatus: null, bonusDeadline: null };
    expect(couponUi(base, at('2026-11-10T10:00:00Z'))).toEqual({ AlertColor: 'verde', AlertText: 'Valido fino al 30/11/2026 11:00', ShowValidFrom: false });
    expect(couponUi(base, at('2026-10-10T10:00:00Z'))).toMatchObject({ AlertColor: 'giallo', AlertText: 'Valido dal 01/11/2026 11:00', ShowValidFrom: true });
    expect(couponUi(base, at('2026-12-10T10:00:00Z')).AlertText).toBe('Scaduto il 30/11/2026 11:00');
    const used = { ...base, usedDate: at('2026-11-05T09:00:00Z'), bonusDeadline: at('2026-11-20T09:00:00Z') };
    expect(couponUi({ ...used, bonusStatus: 'active' }, at('2026-11-10T10:00:00Z')).AlertText).toBe('Sbloccalo entro 20/11/2026 10:00');
    expect(couponUi({ ...used, bonusStatus: 'expired' }, at('2026-11-25T10:00:00Z')).AlertText).toBe('Non sbloccato entro il 20/11/2026 10:00');
    expect(couponUi({ ...used, bonusStatus: 'converted' }, at('2026-11-25T10:00:00Z')).AlertText).toBe('Riscattato il 05/11/2026 10:00');
    expect(couponUi({ ...used, awaitingResult: true }, at('2026-11-25T10:00:00Z')).AlertText).toBe('In attesa di esito');
  });
});
