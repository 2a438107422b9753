import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clientSettings, users } from '../../../db/schema/index.ts';
import { findGame, type CatalogueGame } from './catalogue.ts';

/**
 * Whether a player sees the games not yet public (docs/games.md "Hidden games"): an operator's account
 * (`UserData.isOperator`, the specification's IsAdmin: the site's internal test accounts) whose stored
 * client settings have 'Visualizza i giochi nascosti' (`ShowHiddenGames`) on. Both read now, from the
 * database: a demotion or the box unticked applies to the next call, and the client's own copy of
 * its settings is never trusted for it.
 */
export async function seesHiddenGames(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      role: users.role,
      // One key of the document, not the whole of it (up to 512 KB).
      show: sql<boolean>`coalesce((${clientSettings.settings} ->> 'ShowHiddenGames') = 'true', false)`,
    })
    .from(users)
    .leftJoin(clientSettings, eq(clientSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row?.role === 'operator' && row.show === true;
}

/**
 * The catalogue game a player may play by its code: a hidden one only for a player who sees them,
 * to anyone else as unknown as a code that does not exist. The database is asked only for a hidden game.
 */
export async function gameOpenTo(db: Db, userId: number, code: string): Promise<CatalogueGame | undefined> {
  const game = findGame(code);
  if (!game?.hidden) return game;
  return (await seesHiddenGames(db, userId)) ? game : undefined;
}
