// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, takeCartOutcomes, takeCartStake } from './cart-handoff.ts';

beforeEach(() => localStorage.clear());

describe("'Inserisci nel carrello' hand-off to the sportsbook's slip", () => {
  it('adds each outcome once, and the slip takes them all once', () => {
    addToCart(['a', 'b']);
    addToCart(['b', 'c']);
    expect(takeCartOutcomes()).toEqual(['a', 'b', 'c']);
    expect(takeCartOutcomes()).toEqual([]);
  });

  it("a reservation's stake goes with its outcomes, once; outcomes handed without one leave the slip's own", () => {
    addToCart(['a'], 500);
    expect(takeCartStake()).toBe(500);
    expect(takeCartStake()).toBeNull();
    addToCart(['a'], 500);
    addToCart(['b']);
    expect(takeCartStake()).toBeNull();
    localStorage.setItem('betsite.cart.stake', '-3');
    expect(takeCartStake()).toBeNull();
  });

  it('keeps only strings from what the storage holds, and survives a corrupt value', () => {
    localStorage.setItem('betsite.cart.outcomes', JSON.stringify(['a', 3, null, { x: 1 }]));
    addToCart(['b']);
    expect(takeCartOutcomes()).toEqual(['a', 'b']);
    localStorage.setItem('betsite.cart.outcomes', '{not json');
    expect(takeCartOutcomes()).toEqual([]);
    localStorage.setItem('betsite.cart.outcomes', '{not json');
    addToCart(['z']);
    expect(takeCartOutcomes()).toEqual(['z']);
  });
});
