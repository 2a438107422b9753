import { eq } from 'drizzle-orm';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { cmsObjects, payoutGames, payoutMonthly, providerNews } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { SeedNode } from './content-node.ts';
import { faqArea } from './content-faq.ts';
import { gamesLobbyArea } from './content-games.ts';
import { heroAreas, homeArea, loginArea } from './content-home.ts';
import { institutionalArea, pageAreas } from './content-pages.ts';
import { sectionAreas } from './content-sections.ts';
import { monthlyPayouts, providerNewsItems, staticPayouts } from './content-payout.ts';

async function insertNodes(db: Db, area: string, nodes: SeedNode[], parentId: number | null): Promise<void> {
  for (const [i, n] of nodes.entries()) {
    const [row] = await db
      .insert(cmsObjects)
      .values({
        layoutArea: area,
        parentId,
        name: n.name,
        typeName: n.type,
        parameters: n.params ?? {},
        visibility: n.visibility ?? 1,
        risoluzione: n.risoluzione ?? 0,
        viewOrder: n.order ?? (i + 1) * 10,
      })
      .returning({ id: cmsObjects.id });
    if (n.children?.length) await insertNodes(db, area, n.children, row!.id);
  }
}

/**
 * The site's content, inserted once (when the CMS table is empty) so operators' later edits are kept.
 * Dates are relative to the first start: one promo has already expired, the others run for a year.
 */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  const [anyCms] = await db.select({ id: cmsObjects.id }).from(cmsObjects).limit(1);
  if (!anyCms) {
    const areas: Record<string, SeedNode[]> = {
      ...homeArea(now),
      ...heroAreas(now),
      ...loginArea(),
      ...faqArea(),
      ...institutionalArea(),
      ...pageAreas(),
      ...sectionAreas(),
    };
    for (const [area, nodes] of Object.entries(areas)) await insertNodes(db, area, nodes, null);
  }
  // The games lobby's area came later (issue 36): seeded on its own when it has no object yet.
  const [anyLobby] = await db.select({ id: cmsObjects.id }).from(cmsObjects).where(eq(cmsObjects.layoutArea, LAYOUT_AREAS.gamesLobby)).limit(1);
  if (!anyLobby) await insertNodes(db, LAYOUT_AREAS.gamesLobby, gamesLobbyArea(), null);
  const [anyNews] = await db.select({ id: providerNews.id }).from(providerNews).limit(1);
  if (!anyNews) await db.insert(providerNews).values(providerNewsItems(now));
  const [anyGame] = await db.select({ id: payoutGames.id }).from(payoutGames).limit(1);
  if (!anyGame) await db.insert(payoutGames).values(staticPayouts());
  const [anyMonth] = await db.select({ id: payoutMonthly.id }).from(payoutMonthly).limit(1);
  if (!anyMonth) await db.insert(payoutMonthly).values(monthlyPayouts(now));
}
