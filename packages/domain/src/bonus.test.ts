import { describe, expect, it } from 'vitest';
import { couponUi, depositBonusAmount, MERGED_SUBTYPES, mergedSubtypeOf, ticketCounts, typeOfFamily } from './bonus.ts';

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

  it('merges type 9 into puntiranking, as the specification lists the subtypes', () => {
    expect([1, 5, 6, 7, 8, 9].map(mergedSubtypeOf)).toEqual(['bonus', 'funbonus', 'freespin', 'freebet', 'funbonus', 'puntiranking']);
    expect(MERGED_SUBTYPES).toEqual(['bonus', 'funbonus', 'freespin', 'freebet', 'puntiranking']);
  });

  it('counts towards a Fun Bonus Sport only a multiple prematch bet of 3+ events, every odds >= 1,50', () => {
    const fun = { ...bonus, type: 'funbonus' as const, family: 8, minOdds: null };
    const line = (quota: number, live = false) => ({ quota, live });
    const sport = (tipo: 'singola' | 'multipla' | 'sistema', lines: { quota: number; live: boolean }[]) => ({ ...ticket, fun: true, sport: { tipo, lines } });
    expect(ticketCounts(fun, sport('multipla', [line(150), line(200), line(175)]))).toBe(true);
    expect(ticketCounts(fun, sport('multipla', [line(150), line(200)]))).toBe(false); // 2 events
    expect(ticketCounts(fun, sport('multipla', [line(149), line(200), line(175)]))).toBe(false); // 1,49
    expect(ticketCounts(fun, sport('multipla', [line(150, true), line(200, true), line(175, true)]))).toBe(false); // live
    expect(ticketCounts(fun, sport('singola', [line(300)]))).toBe(false);
    expect(ticketCounts(fun, sport('sistema', [line(150), line(200), line(175)]))).toBe(false);
    expect(ticketCounts(fun, { ...ticket, fun: true })).toBe(false); // a sport ticket without its lines
    // A casino Fun Bonus (family 5) has no such rule.
    expect(ticketCounts({ ...fun, family: 5, platforms: ['casino'] }, { ...ticket, fun: true, platform: 'casino' })).toBe(true);
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
