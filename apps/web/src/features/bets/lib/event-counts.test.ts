import { describe, expect, it } from 'vitest';
import { eventCountsText } from './event-counts.ts';

describe('eventCountsText', () => {
  it('says one event in the singular and the others in the plural', () => {
    expect(eventCountsText({ Win: 1, Lose: 1, Pending: 1 })).toBe('1 vinto · 1 perso · 1 in attesa');
    expect(eventCountsText({ Win: 0, Lose: 2, Pending: 3 })).toBe('0 vinti · 2 persi · 3 in attesa');
  });
});
