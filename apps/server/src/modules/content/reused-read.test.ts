import { describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock.ts';
import { reusedRead } from './reused-read.ts';

describe('reusedRead', () => {
  it('reads once per period, shares the answer meanwhile, and reads again once the period is over', async () => {
    const clock = new TestClock();
    let reads = 0;
    const read = reusedRead(30_000, clock, async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock.advance(29_000);
    expect(await read()).toBe(1);
    clock.advance(2_000);
    expect(await read()).toBe(2);
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    let reads = 0;
    const read = reusedRead(30_000, new TestClock(), async () => {
      reads++;
      if (reads === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe('ok');
    expect(reads).toBe(2);
  });
});
