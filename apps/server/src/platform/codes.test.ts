/**
 * One-time codes under a burst: five tries per code however many requests arrive together (a burst
 * from many addresses passes every per-address limit), and a right code spent once.
 */
import { describe, expect, it } from 'vitest';
import { dbLabel, useTestApp } from '../test-support.ts';
import { consumeCode, consumeSecret, issueCode } from './codes.ts';

const t = useTestApp();

describe(`one-time codes (${dbLabel()})`, () => {
  it('a burst of 40 guesses at once gets five tries: the right code as the 31st guess is refused', async () => {
    const { db } = t.deps;
    const subject = 'burst-1';
    const code = await issueCode(db, t.clock, { purpose: 'test-otp', subject, userId: null, channel: 'sms' });
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? code : wrong(i)));
    const results = await Promise.all(guesses.map((g) => consumeCode(db, t.clock, { purpose: 'test-otp', subject, code: g })));
    expect(results.filter((r) => r.ok)).toEqual([]);
    // Spent: not even the right code works afterwards.
    expect((await consumeCode(db, t.clock, { purpose: 'test-otp', subject, code })).ok).toBe(false);
  });

  it('the right code within its tries works once, also when sent twice at the same time', async () => {
    const { db } = t.deps;
    const subject = 'burst-2';
    const code = await issueCode(db, t.clock, { purpose: 'test-otp', subject, userId: 7, channel: 'sms' });
    for (let i = 0; i < 3; i++)
      expect((await consumeCode(db, t.clock, { purpose: 'test-otp', subject, code: '000000' === code ? '111111' : '000000' })).ok).toBe(false);
    const both = await Promise.all([1, 2].map(() => consumeCode(db, t.clock, { purpose: 'test-otp', subject, code })));
    expect(both.filter((r) => r.ok)).toEqual([{ ok: true, userId: 7 }]);
  });

  it('a long secret is found by its hash: wrong guesses do not wear out the owner’s', async () => {
    const { db } = t.deps;
    const subject = 'print-1';
    const secret = 'a'.repeat(32);
    await issueCode(db, t.clock, { purpose: 'test-print', subject, userId: 9, channel: 'url', secret });
    for (let i = 0; i < 10; i++) expect((await consumeSecret(db, t.clock, { purpose: 'test-print', subject, secret: `wrong${i}` })).ok).toBe(false);
    expect(await consumeSecret(db, t.clock, { purpose: 'test-print', subject, secret })).toEqual({ ok: true, userId: 9 });
    expect((await consumeSecret(db, t.clock, { purpose: 'test-print', subject, secret })).ok).toBe(false);
  });
});
