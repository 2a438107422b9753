import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test-support.ts';

/** The User-Agent whose requests' audit rows the database refuses once `injectAuditFault` has run. */
export const AUDIT_FAULT = { 'user-agent': 'audit-fault' };

/**
 * For tests: a trigger that refuses audit rows from requests whose User-Agent is 'audit-fault', so a
 * test can see an action whose audit row cannot be written change nothing (the app cannot tell that
 * apart from a failing disk).
 */
export async function injectAuditFault(t: TestApp): Promise<void> {
  await t.deps.db.execute(sql`CREATE OR REPLACE FUNCTION test_audit_fault() RETURNS trigger AS $$
    BEGIN
      IF NEW.user_agent = 'audit-fault' THEN RAISE EXCEPTION 'audit fault injected by the test'; END IF;
      RETURN NEW;
    END; $$ LANGUAGE plpgsql`);
  await t.deps.db.execute(sql`CREATE TRIGGER test_audit_fault BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_audit_fault()`);
}
