import type { TCmsDraft } from '@betsite/contract/content';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** CMS objects of every layout area; a tree by parent_id, siblings ordered by view_order. */
export const cmsObjects = pgTable(
  'cms_objects',
  {
    id: serial('id').primaryKey(),
    layoutArea: text('layout_area').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    typeName: text('type_name').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    visibility: integer('visibility').notNull().default(1),
    viewOrder: integer('view_order').notNull().default(0),
    risoluzione: integer('risoluzione').notNull().default(0),
    /** Hidden by an operator: never served to the public. */
    hidden: boolean('hidden').notNull().default(false),
    /** Scheduled visibility (back office): served only from / until these instants, when set. */
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleTo: timestamp('visible_to', { withTimezone: true }),
    /**
     * An operator's unpublished edit (name, parameters, audience, schedule): visitors keep seeing the
     * columns above until the draft is published; only a preview token shows it.
     */
    draft: jsonb('draft').$type<TCmsDraft>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_objects_area_idx').on(t.layoutArea), index('cms_objects_parent_idx').on(t.parentId)],
);

/** Provider (Gogoal) news kept in our own store, served by GetGogoalNews. */
export const providerNews = pgTable(
  'provider_news',
  {
    id: serial('id').primaryKey(),
    category: integer('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
  },
  (t) => [index('provider_news_category_idx').on(t.category, t.publishDate)],
);

/** Static payout table: one row per game, RTP in hundredths of a percent (integer). */
export const payoutGames = pgTable('payout_games', {
  id: serial('id').primaryKey(),
  nomeGioco: text('nome_gioco').notNull(),
  descrizione: text('descrizione').notNull(),
  categoria: text('categoria').notNull(),
  rtpCents: integer('rtp_cents').notNull(),
  fornitore: text('fornitore').notNull(),
});

/** Monthly payout table: per year, month, family and platform, RTP in hundredths of a percent. */
export const payoutMonthly = pgTable('payout_monthly', {
  id: serial('id').primaryKey(),
  anno: integer('anno').notNull(),
  mese: integer('mese').notNull(),
  famiglia: integer('famiglia').notNull(),
  descrizioneFamiglia: text('descrizione_famiglia').notNull(),
  rtpCents: integer('rtp_cents').notNull(),
  descrizioneGioco: text('descrizione_gioco').notNull(),
  descrizionePiattaforma: text('descrizione_piattaforma').notNull(),
});
