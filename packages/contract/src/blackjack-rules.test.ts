import { describe, expect, it } from 'vitest';
import { handTotal, isBlackjack, totalText } from './blackjack-rules.ts';

describe('blackjack hand totals', () => {
  it('counts figures as 10 and numbers at face value', () => {
    expect(handTotal(['KC', '7P'])).toEqual({ total: 17, soft: false });
    expect(handTotal(['10Q', 'JF', '2C'])).toEqual({ total: 22, soft: false });
    expect(totalText(['QC', '5P'])).toBe('15');
  });

  it('an ace counts 11 while that does not bust the hand (a soft total), else 1', () => {
    expect(handTotal(['AC', '6P'])).toEqual({ total: 17, soft: true });
    expect(totalText(['AC', '6P'])).toBe('7/17');
    expect(handTotal(['AC', '6P', '9Q'])).toEqual({ total: 16, soft: false });
    expect(totalText(['AC', '6P', '9Q'])).toBe('16');
    // Two aces: one 11, one 1.
    expect(handTotal(['AC', 'AP'])).toEqual({ total: 12, soft: true });
    expect(totalText(['AC', 'AP'])).toBe('2/12');
    expect(handTotal(['AC', 'AP', '9F'])).toEqual({ total: 21, soft: true });
    expect(handTotal(['AC', 'AP', 'AF', 'AQ', 'KC'])).toEqual({ total: 14, soft: false });
  });

  it('a blackjack is 21 with two cards only', () => {
    expect(isBlackjack(['AC', 'KP'])).toBe(true);
    expect(isBlackjack(['10C', 'AP'])).toBe(true);
    expect(isBlackjack(['7C', '7P', '7F'])).toBe(false);
    expect(isBlackjack(['AC', '9P'])).toBe(false);
  });
});
