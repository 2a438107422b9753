import { describe, expect, it } from 'vitest';
import { eventCountsText } from './event-counts.ts';

describe('eventCountsText', () => {
  it('says one event in the singular and the others in the plural', () => {
    expect(eventCountsText({ Win: 1, Lose: 1, Pending: 1 })).toBe('1 vinto · 1 perso · 1 in attesa');
    expect(eventCountsText({ Win: 0, Lose: 2, Pending: 3 })).toBe('0 vinti · 2 persi · 3 in attesa');
  });

  it('counts the void events (not played) only when there are some', () => {
    expect(eventCountsText({ Win: 0, Lose: 0, Pending: 0, Void: 5 })).toBe('0 vinti · 0 persi · 5 annullati · 0 in attesa');
    expect(eventCountsText({ Win: 2, Lose: 0, Pending: 0, Void: 1 })).toBe('2 vinti · 0 persi · 1 annullato · 0 in attesa');
    expect(eventCountsText({ Win: 2, Lose: 0, Pending: 1, Void: 0 })).toBe('2 vinti · 0 persi · 1 in attesa');
  });
});
