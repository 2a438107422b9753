import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/** The PEP questionnaire's choices (EL_GetPepInfo): list is professione, fasciaReddito or origineFondi. */
export const pepOptions = pgTable(
  'pep_options',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    descrizione: text('descrizione').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);

/** The player's latest PEP declaration (EL_SetPepInfo); each submission replaces the previous one. */
export const pepDeclarations = pgTable('pep_declarations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  ragione: text('ragione').notNull(),
  professione: integer('professione').notNull(),
  fasciaReddito: integer('fascia_reddito').notNull(),
  origineFondi: integer('origine_fondi').notNull(),
  origineFondiAltro: text('origine_fondi_altro'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});
