/**
 * One-time codes under a burst: five tries per code however many requests arrive together (a burst
 * from many addresses passes every per-address limit), and a right code spent once.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../db/schema/index.ts';
import { dbLabel, useTestApp } from '../test-support.ts';
import { consumeCode, consumeSecret, issueCode } from './codes.ts';

const t = useTestApp();

describe(`one-time codes (${dbLabel()})`, () => {
  it('a burst of 40 guesses at once gets five tries: the right code after them is refused', async () => {
    const { db } = t.deps;
    const subject = 'burst-1';
    const code = await issueCode(db, t.clock, { purpose: 'test-otp', subject, userId: null, channel: 'sms' });
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    // 40 wrong guesses all in flight together. The right code is not in the burst: which guesses take
    // the five tries is up to the pool, and a right code among them would rightly be let in.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => consumeCode(db, t.clock, { purpose: 'test-otp', subject, code: wrong(i) })));
    expect(results.filter((r) => r.ok)).toEqual([]);
    // Five tries taken, not one per guess: had each try been counted after its comparison, all 40 would have been compared.
    const [row] = await db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'test-otp'), eq(oneTimeCodes.subject, subject)));
    expect(row!.attempts).toBe(5);
    // Spent: the right code after the burst is refused.
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
