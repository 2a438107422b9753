import { eq } from 'drizzle-orm';
import type { TClientSettingsDoc } from '@betsite/contract/client-settings';
import type { Db } from '../db/client.ts';
import { clientSettings, users } from '../db/schema/index.ts';

const DAY = 86_400_000;

/** demouser1's history and favourites, in both tabs (Sport and Casinò), for the lists and home widgets. */
function demoSettings(now: number): TClientSettingsDoc {
  return {
    History: [
      {
        Id: 'ev-1001',
        Type: 'sport',
        SubType: 'calcio',
        Title: 'Inter - Milan',
        SubTitle: 'Serie A · domenica 20:45',
        Url: '/pages/regolamento-scommesse',
        Icons: ['⚽'],
        Timestamp: now - 2 * 3_600_000,
      },
      {
        Id: 'ev-1002',
        Type: 'sport',
        SubType: 'tennis',
        Title: 'Sinner - Alcaraz',
        SubTitle: 'ATP Finals',
        Url: '/pages/regolamento-scommesse',
        Icons: ['🎾'],
        Timestamp: now - 5 * 3_600_000,
      },
      {
        Id: 'ev-0999',
        Type: 'sport',
        SubType: 'calcio',
        Title: 'Partita conclusa',
        Url: '/pages/regolamento-scommesse',
        Expiration: now - DAY,
        Timestamp: now - 3 * DAY,
      },
      {
        Id: 'gm-book-of-ra',
        Type: 'games',
        SubType: 'slot',
        Title: 'Book of Ra',
        SubTitle: 'Slot · Novomatic',
        Url: '/pages/regolamento-casino',
        Timestamp: now - 3_600_000,
      },
      {
        Id: 'gm-roulette',
        Type: 'games',
        SubType: 'live',
        Title: 'Roulette Live',
        SubTitle: 'Casinò live',
        Url: '/pages/regolamento-casino',
        Timestamp: now - 26 * 3_600_000,
      },
    ],
    Favourites: [
      {
        Id: 'fav-serie-a',
        Type: 'sport',
        Title: 'Serie A',
        SubTitle: 'Calcio · Italia',
        Url: '/pages/regolamento-scommesse',
        Parameters: { GroupId: 21, IsQuery: false, GameId: null },
        Timestamp: now - DAY,
      },
      {
        Id: 'fav-blackjack',
        Type: 'games',
        Title: 'Blackjack Classic',
        SubTitle: 'Tavoli',
        Url: '/pages/regolamento-casino',
        Parameters: { GroupId: null, IsQuery: false, GameId: 'blackjack-classic' },
        Timestamp: now - 2 * DAY,
      },
    ],
  };
}

/** Idempotent: only when demouser1 has no settings document yet. */
export async function seedClientSettings(db: Db): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demouser1'));
  if (!user) return;
  await db
    .insert(clientSettings)
    .values({ userId: user.id, settings: demoSettings(Date.now()) as Record<string, unknown> })
    .onConflictDoNothing();
}
