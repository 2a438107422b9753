import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { dbLabel } from '../test-support.ts';
import { scheduleJob, withAdvisoryLock } from './scheduled-job.ts';

const LOCK_KEY = 7279999;

/** A promise the test resolves by hand, to hold a pass open. */
function gate<T = void>() {
  let open!: (v: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe(`withAdvisoryLock (${dbLabel()})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: process.env.TEST_DATABASE_URL, pgliteDir: null, poolSize: 2 });
  });
  afterAll(async () => database?.close());

  it("answers the work's result and frees the lock for the next pass", async () => {
    expect(await withAdvisoryLock(database, LOCK_KEY, async () => 42)).toBe(42);
    expect(await withAdvisoryLock(database, LOCK_KEY, async () => 'again')).toBe('again');
  });

  it('frees the lock when the work throws, and passes the error on', async () => {
    await expect(
      withAdvisoryLock(database, LOCK_KEY, async () => {
        throw new Error('pass failed');
      }),
    ).rejects.toThrow('pass failed');
    expect(await withAdvisoryLock(database, LOCK_KEY, async () => 'after failure')).toBe('after failure');
  });

  it('lets one runner at a time do the work on PostgreSQL (the other answers null); PGlite has one process', async () => {
    const held = gate();
    const first = withAdvisoryLock(database, LOCK_KEY, async () => {
      await held.promise;
      return 'first';
    });
    // Give the first runner time to take the lock on its own connection.
    await new Promise((r) => setTimeout(r, 200));
    const secondWork = vi.fn(async () => 'second');
    const second = await withAdvisoryLock(database, LOCK_KEY, secondWork);
    if (database.kind === 'postgres') {
      expect(second).toBeNull();
      expect(secondWork).not.toHaveBeenCalled();
    } else {
      expect(second).toBe('second');
    }
    held.open();
    expect(await first).toBe('first');
    // Released: the next pass runs.
    expect(await withAdvisoryLock(database, LOCK_KEY, async () => 'next')).toBe('next');
  });
});

describe('scheduleJob', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every interval (and at start when asked), reports each result and stops on close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    const report = vi.fn();
    let n = 0;
    scheduleJob(app, { everyMs: 60_000, tickAtStart: true, run: async () => ++n, report, failureMessage: 'non riuscito' });
    expect(n).toBe(0);
    await app.ready();
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(1));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(2));
    await app.close();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(n).toBe(2);
  });

  it('waits a whole interval without tickAtStart', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    const run = vi.fn(async () => null);
    scheduleJob(app, { everyMs: 1000, run, report: () => undefined, failureMessage: 'non riuscito' });
    await app.ready();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('skips ticks while a pass still runs, and closing the app waits for that pass', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    const held = gate<string>();
    const run = vi.fn(() => held.promise);
    const report = vi.fn();
    scheduleJob(app, { everyMs: 1000, run, report, failureMessage: 'non riuscito' });
    await app.ready();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    held.open('done');
    await closing;
    expect(report).toHaveBeenCalledWith('done');
  });

  it('logs a failed pass with its message and keeps ticking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    const error = vi.spyOn(app.log, 'error');
    const run = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(7);
    const report = vi.fn();
    scheduleJob(app, { everyMs: 1000, run, report, failureMessage: 'aggiornamento non riuscito' });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'aggiornamento non riuscito'));
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(7));
    await app.close();
  });
});
