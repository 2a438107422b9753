import { describe, expect, it } from 'vitest';
import { maxPayout, periodOf, periodStats, ticketChecks, type VipProfileRules } from './vip-sport.ts';

const rules: VipProfileRules = {
  period: 2,
  prematch: true,
  live: true,
  includiSistemi: false,
  percLostMin: 50,
  amountMin: 5_000,
  numBetMin: 3,
  amountBetMin: 200,
  amountBetMax: 10_000,
  oddMin: 150,
  numEventsMin: 1,
};
const ticket = (stake: number, payout: number, extra = {}) => ({
  stake,
  payout,
  outcome: payout > 0 ? 'won' : 'lost',
  live: false,
  system: false,
  quota: 200,
  events: 2,
  ...extra,
});

describe('VIP Sport rules', () => {
  it('weekly periods start on Monday and monthly ones on the 1st, at midnight in Rome', () => {
    expect(periodOf(2, new Date('2026-11-25T10:00:00Z'))).toEqual({ from: new Date('2026-11-22T23:00:00Z'), to: new Date('2026-11-29T23:00:00Z') });
    expect(periodOf(3, new Date('2026-11-25T10:00:00Z'))).toEqual({ from: new Date('2026-10-31T23:00:00Z'), to: new Date('2026-11-30T23:00:00Z') });
  });
  it('a ticket counts only within the stake range, at the minimum odds, settled, and not a system unless included', () => {
    expect(ticketChecks(rules, ticket(1_000, 0)).valid).toBe(true);
    expect(ticketChecks(rules, ticket(100, 0))).toMatchObject({ AmountBetOk: false, valid: false });
    expect(ticketChecks(rules, ticket(1_000, 0, { quota: 120 }))).toMatchObject({ OddMinOk: false, valid: false });
    expect(ticketChecks(rules, ticket(1_000, 0, { system: true })).valid).toBe(false);
    expect(ticketChecks(rules, { ...ticket(1_000, 0), outcome: null }).valid).toBe(false);
    expect(ticketChecks(rules, { ...ticket(1_000, 1_000), outcome: 'refunded' }).valid).toBe(false);
  });
  it('the lost percentage, the criteria and the max payout of a period', () => {
    const s = periodStats(rules, [ticket(2_000, 0), ticket(2_000, 0), ticket(2_000, 2_000)]);
    expect(s).toMatchObject({
      TotaleGiocatoValido: 6_000,
      TotGiocateValide: 3,
      PercLost: 66,
      PercLostMinOk: true,
      AmountMinOk: true,
      NumBetMinOk: true,
      met: true,
      open: false,
    });
    expect(maxPayout(s.PercLost)).toBe(34);
    expect(periodStats(rules, [ticket(2_000, 0), { ...ticket(2_000, 0), outcome: null }])).toMatchObject({ met: false, open: true, NumBetMinOk: false });
  });
});
