import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * Identity document images a player uploads (front and back). The bytes live in the document
 * storage (filesystem or S3-compatible), never in the web root; this row keeps where, what and the
 * review outcome. stato follows GetTipiStatoDocumenti: 3 awaiting review, 0 approved, 1 refused.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'fronte' or 'retro'. */
    side: text('side').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    stato: integer('stato').notNull().default(3),
    reason: text('reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
  },
  (t) => [index('player_documents_user_idx').on(t.userId, t.side), index('player_documents_stato_idx').on(t.stato)],
);
