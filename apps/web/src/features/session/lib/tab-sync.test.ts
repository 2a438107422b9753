import { afterEach, describe, expect, it } from 'vitest';
import { TabSync, type TabMessage } from './tab-sync.ts';

/** Node's BroadcastChannel is the browser's: two instances of one name are two tabs. */
const opened: TabSync[] = [];
const tab = (now: () => number = Date.now) => {
  const t = new TabSync(new BroadcastChannel(`test-${expect.getState().currentTestName}`) as never, now);
  opened.push(t);
  return t;
};
const received = (t: TabSync, betsession: string) => {
  const got: TabMessage[] = [];
  t.subscribe(betsession, (m) => got.push(m));
  return got;
};
const settle = () => new Promise((r) => setTimeout(r, 30));

afterEach(() => {
  for (const t of opened.splice(0)) t.close();
});

describe('TabSync', () => {
  it('tells the other tabs of the same session about activity, a renewal and a logout', async () => {
    const a = tab();
    const b = tab();
    const got = received(b, 'S1');
    a.activity('S1');
    a.renewed('S1');
    a.loggedOut('S1', 'Sessione scaduta');
    await settle();
    expect(got.map((m) => m.type)).toEqual(['activity', 'renewed', 'logout']);
    expect(got[2]).toMatchObject({ message: 'Sessione scaduta' });
  });

  it('ignores messages about another session (a tab signed in as someone else)', async () => {
    const a = tab();
    const b = tab();
    const got = received(b, 'MINE');
    a.loggedOut('OTHER', null);
    a.activity('OTHER');
    await settle();
    expect(got).toEqual([]);
  });

  it('announces activity at most once every 2 seconds', async () => {
    let now = 1_000_000;
    const a = tab(() => now);
    const b = tab();
    const got = received(b, 'S');
    for (let i = 0; i < 50; i++) {
      a.activity('S');
      now += 30;
    }
    now += 2_000;
    a.activity('S');
    await settle();
    expect(got).toHaveLength(2);
  });

  it('does nothing, and never throws, where the browser has no BroadcastChannel', () => {
    const lone = new TabSync(null);
    expect(() => lone.activity('S')).not.toThrow();
    expect(lone.subscribe('S', () => undefined)).toBeTypeOf('function');
  });
});
