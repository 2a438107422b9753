import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `adminUrl` (a test's or a load run's own, so runs never
 * see each other's rows), empty or a copy of `template` (a database nobody is connected to): its
 * URL, and `drop` to remove it with whatever is still connected to it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (template !== undefined && !/^[a-z0-9_]{1,60}$/.test(template)) throw new Error(`not a database name: ${template}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
