import { describe, expect, it } from 'vitest';
import { sandboxSportFeed } from '../modules/sportsbook/sandbox-feed.ts';
import { bookedBet } from './ranking.ts';

const MINUTE = 60_000;

/** A booked outcome's event ('<event>M<market>O<outcome>') and its price at an instant. */
function outcomeAt(hash: string, at: Date) {
  const m = /^(.+)M(\d+)O(\d+)$/.exec(hash)!;
  const event = sandboxSportFeed.event(m[1]!, at)!;
  return { event, quota: event.markets[Number(m[2])]?.outcomes[Number(m[3])]?.quota };
}

describe('the demo booked bet (Codice Multipla Fun Bonus)', () => {
  it('books 3 outcomes that stay at 1,50 or more, as the Fun Bonus Sport needs, for the next 3 hours whenever it is seeded', () => {
    // Every 20 minutes over three days: the odds drift every 30 minutes, so a seed just before a
    // tick and a bet just after it is the case that used to break (1,50 booked, 1,47 played).
    const from = Date.parse('2026-11-28T00:05:00Z');
    for (let m = 0; m < 3 * 24 * 60; m += 20) {
      const seeded = new Date(from + m * MINUTE);
      const hashes = bookedBet(3, seeded);
      expect(new Set(hashes.map((h) => h.split('M')[0])).size).toBe(3);
      for (let later = 0; later < 180; later += 30) {
        const at = new Date(seeded.getTime() + later * MINUTE);
        for (const h of hashes) {
          const { event, quota } = outcomeAt(h, at);
          expect(event.start.getTime()).toBeGreaterThan(at.getTime());
          expect(quota, `${h} seeded ${seeded.toISOString()}, played ${later} min later`).toBeGreaterThanOrEqual(150);
        }
      }
    }
  });
});
