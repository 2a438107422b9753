import { describe, expect, it } from 'vitest';
import { sandboxSportFeed as feed } from './sandbox-feed.ts';

const pairing = (e: { home: string; away: string }) => [e.home, e.away].sort().join(' – ');
function groupBy<T>(xs: T[], key: (x: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) out.set(key(x), [...(out.get(key(x)) ?? []), x]);
  return out;
}

describe('sandbox sport feed: a calendar a player would believe', () => {
  // Every hour of a fortnight, through midnights and the end of summer time (25 October 2026).
  const instants = Array.from({ length: 14 * 24 }, (_, h) => new Date(Date.UTC(2026, 9, 20, h, 17)));

  it('never lists one pairing twice (in play and on the coming days alike)', () => {
    for (const now of instants) {
      const events = feed.events(now, {});
      const byCompetition = groupBy(events, (e) => `${e.sport}/${e.competition}`);
      for (const [comp, list] of byCompetition) {
        const pairs = list.map(pairing);
        expect(new Set(pairs).size, `${comp} at ${now.toISOString()}: ${pairs.join(', ')}`).toBe(pairs.length);
      }
    }
  });

  it('no side plays twice on one day of a competition, and each event is two different sides', () => {
    for (const now of instants.filter((_, i) => i % 24 === 3)) {
      const prematch = feed.events(now, { live: false });
      const byDay = groupBy(prematch, (e) => `${e.competition}/${e.sport}/${e.id.slice(1, 9)}`);
      for (const [day, list] of byDay) {
        const sides = list.flatMap((e) => [e.home, e.away]);
        expect(new Set(sides).size, `${day}: ${sides.join(', ')}`).toBe(sides.length);
      }
      for (const e of prematch) expect(e.home).not.toBe(e.away);
    }
  });

  it('every market of every event played settles with exactly one winning outcome (a tennis match once ended 12-12: both sides lost)', () => {
    const seen = new Set<string>();
    let postponed = 0;
    for (const now of instants.filter((_, i) => i % 6 === 0)) {
      for (const e of feed.events(now, {})) {
        if (seen.has(e.id)) continue;
        seen.add(e.id);
        const result = feed.result(e.id, new Date(now.getTime() + 10 * 86_400_000))!;
        if (result.voided.size) {
          postponed += 1;
          continue;
        }
        for (const m of e.markets) {
          const winning = m.outcomes.filter((o) => result.won.has(o.hash)).map((o) => o.code);
          expect(winning, `${e.id} ${e.sport} ${m.name}`).toHaveLength(1);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(400);
    // About one prematch event in forty is postponed; a fortnight shows some, and not many.
    expect(postponed).toBeGreaterThan(2);
    expect(postponed).toBeLessThan(seen.size / 15);
  });

  it('a postponed event is on sale like any other until its start, then takes no bets, and every outcome of it is void from the start', () => {
    const postponed = instants
      .flatMap((now) => feed.events(now, { live: false }).map((e) => ({ now, e })))
      .find(({ e }) => feed.event(e.id, new Date(e.start.getTime() + 1))!.cancelled)!;
    expect(postponed).toBeDefined();
    const { e } = postponed;
    const before = new Date(e.start.getTime() - 60_000);
    expect(feed.event(e.id, before)).toMatchObject({ cancelled: false, finished: false });
    expect(feed.onSale(e.id, before)).toBe(true);
    expect(feed.result(e.id, before)).toBeNull();
    const after = new Date(e.start.getTime() + 60_000);
    const ev = feed.event(e.id, after)!;
    expect(ev).toMatchObject({ cancelled: true, finished: false, live: false, score: null });
    expect(ev.markets.every((m) => m.suspended)).toBe(true);
    expect(feed.onSale(e.id, after)).toBe(false);
    expect(feed.events(after, {}).some((x) => x.id === e.id)).toBe(false);
    const result = feed.result(e.id, after)!;
    expect(result.won.size).toBe(0);
    expect([...result.voided].sort()).toEqual(e.markets.flatMap((m) => m.outcomes.map((o) => o.hash)).sort());
  });

  it('an event is the same whenever it is asked for (every process and test agree)', () => {
    const now = new Date(Date.UTC(2026, 11, 7, 9, 0));
    const first = feed.events(now, {}).map((e) => [e.id, e.home, e.away]);
    const again = feed.events(new Date(now), {}).map((e) => [e.id, e.home, e.away]);
    expect(again).toEqual(first);
    for (const [id, home, away] of first) expect(feed.event(id!, now)).toMatchObject({ home, away });
  });
});
