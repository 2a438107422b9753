import { describe, expect, it } from 'vitest';
import { dbLabel, useTestApp } from '../test-support.ts';
import { AttemptLimiter, type AttemptLimits } from './attempt-limiter.ts';

const t = useTestApp();
const LIMITS: AttemptLimits = { maxFailuresUser: 10, maxFailuresIp: 30, lockSeconds: 15 * 60, slowdownAfter: 3, slowdownMs: 100 };
const limiter = (over: Partial<AttemptLimits> = {}) => new AttemptLimiter(t.deps.db, t.clock, { ...LIMITS, ...over });
let seq = 0;
const fresh = (name: string) => `${name}:${++seq}`;

describe(`AttemptLimiter (${dbLabel()})`, () => {
  it('attempt: of 60 guesses on one key arriving together, exactly the maximum go ahead', async () => {
    const l = limiter();
    const user = fresh('user');
    const gates = await Promise.all(Array.from({ length: 60 }, (_, i) => l.attempt(user, `ip:10.1.${i}.1`)));
    expect(gates.filter((g) => g.lockedFor === 0)).toHaveLength(10);
    const refused = gates.filter((g) => g.lockedFor > 0);
    expect(refused).toHaveLength(50);
    expect(refused.every((g) => g.lockedFor > 14 * 60 && g.lockedFor <= 15 * 60 && g.refusedBy === 'user')).toBe(true);
    // The one that reached the maximum started the lock; the read side sees it too.
    expect(gates.filter((g) => g.userLockStarted)).toHaveLength(1);
    expect(await l.lockedFor([user])).toBeGreaterThan(0);
    // The lock ends after its period and the count starts again from one.
    t.clock.advance(15 * 60_000 + 1000);
    expect(await l.attempt(user, 'ip:10.1.200.1')).toEqual({ lockedFor: 0, delayMs: 0, userLockStarted: false, refusedBy: null });
  });

  it('attempt: the address limit applies across usernames, and a refused address does not count against the username', async () => {
    const l = limiter({ maxFailuresIp: 3 });
    const ip = fresh('ip');
    for (let i = 0; i < 3; i++) expect((await l.attempt(fresh('user'), ip)).lockedFor).toBe(0);
    const victim = fresh('user');
    for (let i = 0; i < 20; i++) {
      const gate = await l.attempt(victim, ip);
      expect(gate.lockedFor).toBeGreaterThan(0);
      expect(gate.refusedBy).toBe('ip');
    }
    expect((await l.attempt(victim, fresh('ip'))).lockedFor).toBe(0);
    expect(await l.lockedFor([victim])).toBe(0);
  });

  it('attempt: slows the answers past the slowdown threshold, and a lock set by recordFailure refuses too', async () => {
    const l = limiter();
    const user = fresh('user');
    const delays = [];
    for (let i = 0; i < 6; i++) delays.push((await l.attempt(user, fresh('ip'))).delayMs);
    expect(delays).toEqual([0, 0, 0, 100, 200, 300]);
    const other = fresh('user');
    for (let i = 0; i < 10; i++) await l.recordFailure(other, fresh('ip'));
    expect((await l.attempt(other, fresh('ip'))).lockedFor).toBeGreaterThan(0);
  });

  it('succeeded: a right guess clears the username and gives the address its attempt back', async () => {
    const l = limiter({ maxFailuresIp: 3 });
    const ip = fresh('ip');
    const user = fresh('user');
    for (let i = 0; i < 9; i++) await l.attempt(user, fresh('ip'));
    // Many right answers from one address (a shared network) never lock it.
    for (let i = 0; i < 10; i++) {
      expect((await l.attempt(user, ip)).lockedFor).toBe(0);
      await l.succeeded(user, ip);
    }
    expect(await l.state(user, ip)).toEqual({ user: 0, ip: 0 });
  });

  it('refund: a right guess that is not the whole proof gives the attempt back and keeps earlier failures', async () => {
    const l = limiter({ maxFailuresUser: 3 });
    const user = fresh('user');
    const ip = fresh('ip');
    for (let i = 0; i < 2; i++) expect((await l.attempt(user, fresh('ip'))).lockedFor).toBe(0);
    // The third attempt starts the lock; a right password gives it back and lifts the lock it started.
    expect((await l.attempt(user, ip)).userLockStarted).toBe(true);
    await l.refund(user, ip);
    expect(await l.state(user, ip)).toEqual({ user: 0, ip: 0 });
    // The two failures before it still count: the next attempt starts the lock again.
    expect((await l.attempt(user, ip)).userLockStarted).toBe(true);
    expect(await l.attempt(user, fresh('ip'))).toMatchObject({ refusedBy: 'user' });
    // Past the maximum (someone was refused meanwhile) a refund does not lift the lock.
    await l.refund(user, ip);
    expect((await l.state(user, ip)).user).toBeGreaterThan(0);
    // Nor one set by recordFailure, whose count restarts from nothing.
    const other = fresh('user');
    for (let i = 0; i < 3; i++) await l.recordFailure(other, fresh('ip'));
    await l.refund(other, fresh('ip'));
    expect((await l.state(other, ip)).user).toBeGreaterThan(0);
  });

  it('the check-then-record use (login) keeps its behaviour: the maximum-th failure locks, the lock is read before the password', async () => {
    const l = limiter({ maxFailuresUser: 5 });
    const user = fresh('user');
    const ip = fresh('ip');
    const started = [];
    for (let i = 0; i < 5; i++) started.push((await l.recordFailureDetail(user, ip)).userLockStarted);
    expect(started).toEqual([false, false, false, false, true]);
    expect((await l.state(user, ip)).user).toBeGreaterThan(0);
    await l.reset(user);
    expect(await l.state(user, ip)).toEqual({ user: 0, ip: 0 });
  });
});
