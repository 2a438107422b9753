import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { TServerMessage, TServerMessageAdmin, TServerMessageInput, TServerMessagePatch } from '@betsite/contract/server-messages';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { serverMessages } from '../../db/schema/index.ts';

export type ServerMessageRow = typeof serverMessages.$inferSelect;

export const toApi = (r: ServerMessageRow): TServerMessage => ({
  Id: r.id,
  Title: r.title,
  SubTitle: r.subTitle,
  Body: r.body,
  ImageUrl: r.imageUrl,
  ImageLinkUrl: r.imageLinkUrl,
  AttachmentUrl: r.attachmentUrl,
  Button_Text: r.buttonText,
  Button_ExternalLink: r.buttonExternalLink,
  Button_InternalLink: r.buttonInternalLink,
  Button_Action: r.buttonAction,
  TemplateId: r.templateId,
  SpecificPage: r.specificPage,
  MaxVisualization_Number: r.maxVisualizationNumber,
});

export const toAdmin = (r: ServerMessageRow): TServerMessageAdmin => ({
  ...toApi(r),
  Trigger: r.triggerId,
  Platform: r.platform,
  ValidFrom: r.validFrom?.toISOString() ?? null,
  ValidTo: r.validTo?.toISOString() ?? null,
  RetiredAt: r.retiredAt?.toISOString() ?? null,
});

/** Live messages of a trigger: not retired, inside their schedule, for the platform and page asked. */
export async function live(db: Db, q: { trigger: number; now: Date; platform?: string; page?: string }): Promise<ServerMessageRow[]> {
  return db
    .select()
    .from(serverMessages)
    .where(
      and(
        eq(serverMessages.triggerId, q.trigger),
        isNull(serverMessages.retiredAt),
        or(isNull(serverMessages.validFrom), lte(serverMessages.validFrom, q.now)),
        or(isNull(serverMessages.validTo), gt(serverMessages.validTo, q.now)),
        q.platform && q.platform !== 'all' ? or(eq(serverMessages.platform, 'all'), eq(serverMessages.platform, q.platform)) : undefined,
        q.page ? or(isNull(serverMessages.specificPage), eq(serverMessages.specificPage, q.page)) : undefined,
      ),
    )
    .orderBy(asc(serverMessages.id))
    .limit(50);
}

type Columns = Partial<typeof serverMessages.$inferInsert>;
export function columnsOf(b: TServerMessagePatch | TServerMessageInput): Columns {
  const c: Columns = {};
  const set = <K extends keyof Columns>(k: K, v: Columns[K] | undefined) => {
    if (v !== undefined) c[k] = v;
  };
  // An empty optional text clears the field.
  const nz = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  set('triggerId', b.Trigger);
  set('templateId', b.TemplateId);
  set('title', b.Title);
  set('subTitle', nz(b.SubTitle));
  set('body', b.Body);
  set('imageUrl', nz(b.ImageUrl));
  set('imageLinkUrl', nz(b.ImageLinkUrl));
  set('attachmentUrl', nz(b.AttachmentUrl));
  set('buttonText', nz(b.Button_Text));
  set('buttonExternalLink', nz(b.Button_ExternalLink));
  set('buttonInternalLink', nz(b.Button_InternalLink));
  set('buttonAction', nz(b.Button_Action));
  set('specificPage', nz(b.SpecificPage));
  set('maxVisualizationNumber', b.MaxVisualization_Number);
  set('platform', b.Platform);
  set('validFrom', b.ValidFrom === undefined ? undefined : b.ValidFrom ? new Date(b.ValidFrom) : null);
  set('validTo', b.ValidTo === undefined ? undefined : b.ValidTo ? new Date(b.ValidTo) : null);
  return c;
}

export async function find(db: DbOrTx, id: number): Promise<ServerMessageRow | undefined> {
  return (await db.select().from(serverMessages).where(eq(serverMessages.id, id)))[0];
}

export async function all(db: Db): Promise<ServerMessageRow[]> {
  return db.select().from(serverMessages).orderBy(asc(serverMessages.id));
}

export async function insert(db: DbOrTx, b: TServerMessageInput): Promise<ServerMessageRow> {
  const [row] = await db
    .insert(serverMessages)
    .values({ ...columnsOf(b), triggerId: b.Trigger, templateId: b.TemplateId, title: b.Title, body: b.Body })
    .returning();
  return row!;
}

export async function update(db: DbOrTx, id: number, b: TServerMessagePatch): Promise<ServerMessageRow | undefined> {
  const c = columnsOf(b);
  if (Object.keys(c).length === 0) return (await db.select().from(serverMessages).where(eq(serverMessages.id, id)))[0];
  const [row] = await db.update(serverMessages).set(c).where(eq(serverMessages.id, id)).returning();
  return row;
}

/**
 * Retires a live message: final, and the first retirement time stays. Undefined when nothing
 * changed — an unknown id, or a message already retired (a replay is a no-op, not a second change).
 */
export async function retire(db: DbOrTx, id: number, at: Date): Promise<ServerMessageRow | undefined> {
  const [row] = await db
    .update(serverMessages)
    .set({ retiredAt: at })
    .where(and(eq(serverMessages.id, id), isNull(serverMessages.retiredAt)))
    .returning();
  return row;
}
