import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bonusCampaigns } from '../db/schema/index.ts';
import { grantBonus } from '../modules/bonus/bonus-ledger.ts';
import { addMovement } from '../modules/ranking/repository.ts';
import { findUserByUsername } from '../modules/users/repository.ts';

const DAY = 86_400_000;
const CAMPAIGN = 'Fun Bonus Sport di prova e2e';

/**
 * The Fun Bonus Sport end-to-end test's player (e2e/sport-fun-bonus.e2e.ts, e2e/README.md):
 * a €10.00 Fun Bonus Sport granted through the bonus ledger (its own `player_fun_bonus` account)
 * and 700 convertible ranking points for 'Inserisci nel carrello' of a unique code. Once: the
 * grant key and the movement key decide.
 */
export async function seedSportFun(db: Db, now = new Date()): Promise<void> {
  const user = await findUserByUsername(db, 'e2esportfun1');
  if (!user) return;
  let [campaign] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.name, CAMPAIGN));
  campaign ??= (
    await db
      .insert(bonusCampaigns)
      .values({
        name: CAMPAIGN,
        description: 'Fun Bonus Sport per le multiple prematch di almeno 3 eventi a quota minima 1,50.',
        code: null,
        trigger: 'manual',
        family: 8,
        amount: 1000,
        wagerTimes: 10,
        validDays: 5,
        startsAt: new Date(now.getTime() - DAY),
        endsAt: new Date(now.getTime() + 365 * DAY),
      })
      .returning()
  )[0]!;
  await db.transaction(async (tx) => {
    await grantBonus(tx, { userId: user.id, campaign: campaign, grantKey: `demo:e2e-sport-fun:${user.id}`, amount: 1000, now });
    await addMovement(tx, {
      userId: user.id,
      key: `demo:e2e-sport-fun:${user.id}`,
      causale: 'promo',
      points: 700,
      convertible: true,
      description: 'Punti di prova',
      insDate: now,
    });
  });
}
