import { describe, expect, it } from 'vitest';
import { handTotal } from '@betsite/contract/blackjack-rules';
import { deal, dealerPlay, DECKS, hit, judge, newShoe, payoutOf, stand } from './blackjack.ts';

/** A shoe dealt in order: player, dealer, player, dealer, then the draws; padded with 2s after. */
const stacked = (...cards: string[]) => [...cards, ...Array<string>(40).fill('2F')];

describe('blackjack rules (pure)', () => {
  it('a shoe is six full decks, shuffled by the random integers it is given', () => {
    const shoe = newShoe();
    expect(shoe).toHaveLength(52 * DECKS);
    expect(shoe.filter((c) => c === 'AC')).toHaveLength(DECKS);
    expect(new Set(shoe).size).toBe(52);
    // Without swaps (always the last index) the order is the fresh one; any other sequence moves cards.
    const fresh = newShoe((max) => max - 1);
    expect(fresh.slice(0, 3)).toEqual(['AC', '2C', '3C']);
    expect(newShoe(() => 0)).not.toEqual(fresh);
  });

  it('the dealer draws to 17 and stands on every 17, soft ones included', () => {
    expect(dealerPlay({ shoe: ['5C', '9P'], player: [], dealer: ['10C', '6P'] }).dealer).toEqual(['10C', '6P', '5C']);
    expect(dealerPlay({ shoe: ['5C'], player: [], dealer: ['AC', '6P'] }).dealer).toEqual(['AC', '6P']);
    expect(dealerPlay({ shoe: ['5C'], player: [], dealer: ['10C', '7P'] }).dealer).toEqual(['10C', '7P']);
    // A soft 16 draws: A+5+K is a hard 16, draws again.
    const d = dealerPlay({ shoe: ['KC', '3P', '9Q'], player: [], dealer: ['AC', '5P'] }).dealer;
    expect(d).toEqual(['AC', '5P', 'KC', '3P']);
    expect(handTotal(d).total).toBe(19);
  });

  it('blackjack pays 3:2 floored to the cent; a win 1:1; a push the stake; a loss nothing', () => {
    expect(payoutOf('blackjack', 100)).toBe(250);
    expect(payoutOf('blackjack', 15)).toBe(37); // 15 + 22,5 → 37
    expect(payoutOf('blackjack', 10_000)).toBe(25_000);
    expect(payoutOf('vinta', 15)).toBe(30);
    expect(payoutOf('pareggio', 15)).toBe(15);
    expect(payoutOf('persa', 15)).toBe(0);
  });

  it('the deal: a player blackjack wins at once; the dealer checks the hole card; both blackjack push', () => {
    expect(deal(stacked('AC', '9P', 'KQ', '7F')).result).toBe('blackjack');
    const dealerBj = deal(stacked('10C', 'AP', '9Q', 'KF'));
    expect(dealerBj).toMatchObject({ result: 'persa', player: ['10C', '9Q'], dealer: ['AP', 'KF'] });
    expect(deal(stacked('AC', 'AP', 'KQ', 'KF')).result).toBe('pareggio');
    const open = deal(stacked('10C', '9P', '6Q', '7F'));
    expect(open).toMatchObject({ result: null, player: ['10C', '6Q'], dealer: ['9P', '7F'] });
  });

  it('a hit that busts loses without the dealer drawing; 21 stands by itself', () => {
    const t = deal(stacked('10C', '9P', '6Q', '7F', 'KC'));
    expect(hit(t)).toMatchObject({ result: 'persa', player: ['10C', '6Q', 'KC'], dealer: ['9P', '7F'] });
    // 16 + 5 = 21: the dealer (16) draws a 2 → 18, the player wins.
    const t21 = deal(stacked('10C', '9P', '6Q', '7F', '5C'));
    expect(hit(t21)).toMatchObject({ result: 'vinta', dealer: ['9P', '7F', '2F'] });
  });

  it('stand: the dealer plays; higher wins, a dealer bust wins, equal totals push', () => {
    expect(stand(deal(stacked('10C', '10P', '9Q', '8F'))).result).toBe('vinta'); // 19 v 18
    expect(stand(deal(stacked('10C', '10P', '7Q', '8F'))).result).toBe('persa'); // 17 v 18
    expect(stand(deal(stacked('10C', '10P', '8Q', '8F'))).result).toBe('pareggio'); // 18 v 18
    expect(stand(deal(stacked('10C', '10P', '2Q', '6F', 'KC'))).result).toBe('vinta'); // 12 v 26
    // Three-card 21 against a dealer's 21 of three cards is a push, not a blackjack.
    expect(judge(['7C', '7P', '7Q'], ['10C', '5P', '6Q'])).toBe('pareggio');
    expect(judge(['AC', 'KP'], ['10C', '5P', '6Q'])).toBe('blackjack');
  });
});
