import { describe, expect, it } from 'vitest';
import { noteIdleSincePageLoad, takeIdleSince } from './idle-since.ts';

describe("the idle clock's starting point", () => {
  it("is the page's load when the app started without an input, once; then the moment asked", () => {
    const now = Date.now();
    noteIdleSincePageLoad();
    expect(takeIdleSince(now)).toBe(Math.round(performance.timeOrigin));
    expect(takeIdleSince(now)).toBe(now);
  });

  it('is the moment asked when the app started at an input (or at a login)', () => {
    expect(takeIdleSince(12_345)).toBe(12_345);
  });
});
