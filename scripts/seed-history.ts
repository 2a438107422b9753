/**
 * The history generator (docs/games.md): `npm run seed:history -- --players N --tickets M [--seed S]`
 * writes N players (histNNNNN, password Password123) with M tickets each over 13 months, through
 * the game platform port's backfill, into DATABASE_URL or the local PGlite (PGLITE_DIR). The same
 * seed writes the same history; running it again adds nothing for players already written.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/users.ts';
import { HISTORY_SEED, writePlayerHistory } from '../apps/server/src/modules/games/history.ts';
import { seededRng } from '../apps/server/src/modules/games/sandbox.ts';
import { hashPassword } from '../apps/server/src/platform/passwords.ts';
import { historyPlayerRow, historyUsername } from './history-player.ts';

const { values } = parseArgs({
  options: { players: { type: 'string', default: '10' }, tickets: { type: 'string', default: '300' }, seed: { type: 'string', default: String(HISTORY_SEED) } },
});
const players = Number(values.players);
const tickets = Number(values.tickets);
const seed = Number(values.seed);
if (![players, tickets, seed].every((n) => Number.isSafeInteger(n) && n > 0) || tickets < 12) {
  console.error('Uso: npm run seed:history -- --players N --tickets M (M ≥ 12) [--seed S]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
await migrateDatabase(database);
const db = database.db;
const passwordHash = await hashPassword(DEMO_PASSWORD);
const rng = seededRng(seed);
const started = Date.now();
let written = 0;
for (let i = 1; i <= players; i++) {
  const username = historyUsername(i);
  await db.insert(users).values(historyPlayerRow(i, passwordHash)).onConflictDoNothing();
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) continue;
  const cash = 1000 + Math.floor(rng() * 50_000);
  const ok = await writePlayerHistory(db, u.id, {
    tag: `H${i}`,
    tickets,
    seed: seed + i,
    days: 400,
    target: { cash, bonus: Math.floor(rng() * 3000) },
    reservations: 2,
  });
  if (ok) written += tickets;
  if (i % 10 === 0 || i === players)
    console.log(`${i}/${players} giocatori, ${written} giocate, ${Math.round(written / ((Date.now() - started) / 1000))} giocate/s`);
}
await database.close();
