/**
 * A document decision is one transaction with everything it implies (the profile's summary, the
 * account's validation, the player's notification, the audit row): when any part fails, the document
 * is still pending and the operator can decide again. Two operators approving the two sides at the
 * same moment validate the account (the second decision sees the first).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playerDocuments, users } from '../../db/schema/index.ts';
import { createTestApp, dbLabel, operatorToken, type TestApp } from '../../test-support.ts';
import { AUDIT_FAULT, injectAuditFault } from '../backoffice/audit-fault.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await injectAuditFault(t);
});
afterAll(async () => t?.close());

const approve = (token: string, id: number, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Operator/ApprovaDocumento', payload: { id }, headers: { authorization: `Bearer ${token}`, ...extra } });

describe(`document decisions (${dbLabel()})`, () => {
  it('a decision whose audit row fails leaves the document pending and the account as it was; deciding again works', async () => {
    const db = t.deps.db;
    const [player] = await db.select().from(users).where(eq(users.username, 'demobo1'));
    const docs = await db
      .select()
      .from(playerDocuments)
      .where(and(eq(playerDocuments.userId, player!.id), eq(playerDocuments.stato, 3)));
    expect(docs.map((d) => d.side).sort()).toEqual(['fronte', 'retro']);
    const compliance = await operatorToken(t, 'democompliance');
    const auditRows = async () =>
      (
        await db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.action} like 'document.%'`)
      ).length;

    for (const d of docs) expect((await approve(compliance, d.id, AUDIT_FAULT)).statusCode).toBe(500);
    expect((await db.select().from(playerDocuments).where(eq(playerDocuments.userId, player!.id))).map((d) => d.stato)).toEqual([3, 3]);
    expect((await db.select({ s: users.statoConto }).from(users).where(eq(users.id, player!.id)))[0]!.s).toBe(player!.statoConto);
    expect(await auditRows()).toBe(0);

    // Both sides at once, by two operators: the account is validated, each decision audited once.
    const admin = await operatorToken(t, 'demoadmin');
    const answers = await Promise.all([approve(compliance, docs[0]!.id), approve(admin, docs[1]!.id)]);
    expect(answers.map((r) => r.json().ResponseCode)).toEqual([0, 0]);
    expect((await db.select({ s: users.statoConto }).from(users).where(eq(users.id, player!.id)))[0]!.s).toBe(2);
    expect(await auditRows()).toBe(2);
    // Decided: a third try is refused and writes nothing.
    expect((await approve(admin, docs[0]!.id)).json().ResponseCode).toBe(-1);
    expect(await auditRows()).toBe(2);
  });
});
