import { and, eq } from 'drizzle-orm';
import { parseExpiry, slugify } from '@betsite/domain/content-rules';
import { PROMOTION_TEXT, type TPromotion } from '@betsite/contract/promotions';
import { cmsObjects } from '../../db/schema/index.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as repo from './repository.ts';
import { CONTENT_NOT_FOUND } from '@betsite/contract/content-codes';

/** ResponseCode for a content id that does not exist (or is hidden): the client ignores non-zero codes (the contract's, which the calls declare). */
export { CONTENT_NOT_FOUND };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The promotion a promo page's address names: a live `promo` object (not hidden, inside its window,
 * every ancestor live) whose title slugs to `slug`, of the sport section for /scommesse, of any other
 * section for /games, and not expired. Promos live in several areas; the first by id wins.
 */
export async function findPromotion(db: DbOrTx, now: Date, section: 'sport' | 'games', slug: string): Promise<Outcome<TPromotion>> {
  const rows = await db
    .select()
    .from(cmsObjects)
    .where(and(eq(cmsObjects.typeName, 'promo'), eq(cmsObjects.hidden, false)))
    .orderBy(cmsObjects.id);
  for (const row of rows) {
    const p = row.parameters as Record<string, unknown>;
    if ((text(p.Section) === 'sport') !== (section === 'sport') || slugify(text(p.Title) ?? '') !== slug) continue;
    if (!repo.isLive(row, now) || !(await ancestorsLive(db, row.parentId, now))) continue;
    const expiry = parseExpiry(p.Scadenza);
    if (expiry && expiry <= now) continue;
    return {
      Id: row.id,
      Title: text(p.Title)!,
      Body: text(p.Body) ?? '',
      Image: text(p.Image) ?? text(p.Thumb),
      Scadenza: text(p.Scadenza),
      CtaText: text(p.CtaText),
      CtaUrl: text(p.CtaUrl),
      BonusCode: text(p.BonusCode),
    };
  }
  return refuse(CONTENT_NOT_FOUND, PROMOTION_TEXT.notFound);
}

async function ancestorsLive(db: DbOrTx, parentId: number | null, now: Date): Promise<boolean> {
  for (let depth = 0; parentId !== null && depth < 12; depth++) {
    const parent = await repo.findObject(db, parentId);
    if (!parent || !repo.isLive(parent, now)) return false;
    parentId = parent.parentId;
  }
  // Still under a parent after 12 steps: a loop of parents, a branch no area's tree shows.
  return parentId === null;
}
