import { describe, expect, it } from 'vitest';
import { ActivityClock } from './activity-clock.ts';

/** A Storage shared by two clocks: two tabs of a remembered session. */
function sharedStorage(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

describe('ActivityClock', () => {
  it("reads another tab's stored activity, whatever the messages did", () => {
    const storage = sharedStorage();
    let now = 1_000;
    const first = new ActivityClock(
      () => storage,
      () => now,
      0,
    );
    const second = new ActivityClock(
      () => storage,
      () => now,
      0,
    );
    first.mark(1_000, 'S1', { flush: true });
    // The player works only in the second tab, for longer than any idle window.
    for (now = 1_000; now <= 60_000; now += 400) second.input('S1');
    // The first tab heard nothing, yet it knows: at most a second behind the last input.
    expect(first.lastActivity('S1')).toBeGreaterThanOrEqual(59_000);
  });

  it('ignores the stored time of another session', () => {
    const storage = sharedStorage();
    const other = new ActivityClock(
      () => storage,
      () => 90_000,
      0,
    );
    other.input('S2');
    other.mark(90_000, 'S2', { flush: true });
    const mine = new ActivityClock(
      () => storage,
      () => 5_000,
      0,
    );
    mine.input('S1');
    expect(mine.lastActivity('S1')).toBe(5_000);
  });

  it('does not count inputs while held (the idle warning), but counts a renewal', () => {
    const storage = sharedStorage();
    let now = 10_000;
    const clock = new ActivityClock(
      () => storage,
      () => now,
      0,
    );
    clock.input('S1');
    clock.hold(true);
    now = 20_000;
    expect(clock.input('S1')).toBe(false);
    expect(clock.lastActivity('S1')).toBe(10_000);
    clock.hold(false);
    clock.mark(now, 'S1', { flush: true });
    expect(
      new ActivityClock(
        () => storage,
        () => now,
        0,
      ).lastActivity('S1'),
    ).toBe(20_000);
  });

  it('counts from the page load until the first input, and never goes back in time', () => {
    const storage = sharedStorage();
    const clock = new ActivityClock(
      () => storage,
      () => 7_000,
      3_000,
    );
    expect(clock.lastActivity('S1')).toBe(3_000);
    clock.mark(2_000, 'S1', { flush: true });
    expect(clock.lastActivity('S1')).toBe(3_000);
  });

  it('survives a storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const clock = new ActivityClock(
      () => broken,
      () => 4_000,
      0,
    );
    clock.input('S1');
    expect(clock.lastActivity('S1')).toBe(4_000);
  });
});
