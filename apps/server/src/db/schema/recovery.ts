import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './session.ts';
import { singleUseLifetime } from './columns.ts';

/** Personal data carried over from a legacy account, enough for the minimal profile of the new one. */
export interface LegacyAnagrafica {
  sesso: 'M' | 'F';
  dataNascita: string;
  nazioneNascitaId: number;
  comuneNascitaId: number;
  comuneNascitaNome: string;
  nazioneResidenzaId: number;
  indirizzoResidenza: string;
  capResidenza: string;
  comuneResidenzaId: number;
  comuneResidenzaNome: string;
  tipoDocumentoId: number;
  numeroDocumento: string;
  enteRilascioId: number;
  comuneRilascioId: number;
  dataRilascioDocumento: string;
  dataScadenzaDocumento: string;
}

/**
 * Legacy multi-accounts waiting to become one account (document 2 §2 migration): one person (fiscal
 * code) may hold several rows, all unlocked by the same invitation code. A successful migration
 * stamps every row with the new user, which is what makes it happen exactly once.
 */
export const legacyAccounts = pgTable(
  'legacy_accounts',
  {
    id: serial('id').primaryKey(),
    codiceFiscale: text('codice_fiscale').notNull(),
    invitation: text('invitation').notNull(),
    legacyUsername: text('legacy_username').notNull(),
    legacyContratto: text('legacy_contratto').notNull(),
    skin: text('skin').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    email: text('email').notNull(),
    cellulare: text('cellulare').notNull(),
    anagrafica: jsonb('anagrafica').$type<LegacyAnagrafica>().notNull(),
    migratedUserId: integer('migrated_user_id').references(() => users.id),
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legacy_accounts_cf_idx').on(t.codiceFiscale), uniqueIndex('legacy_accounts_contratto_idx').on(t.legacyContratto)],
);

/**
 * An open recovery question for an e-mail: GetDomande / GetSecurityQuestion open it, RecuperoPass /
 * RecuperoUser consume it. It lives 3 minutes and allows one answer, so every guess costs a fresh,
 * rate-limited question request. user_id is null for an unknown e-mail (the flow looks the same).
 */
export const recoveryChallenges = pgTable(
  'recovery_challenges',
  {
    id: serial('id').primaryKey(),
    emailKey: text('email_key').notNull(),
    questionId: integer('question_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Asked past the e-mail's lock with a valid bot check: its one answer is let through that lock. */
    passedBotCheck: boolean('passed_bot_check').notNull().default(false),
    /**
     * SHA-256 of the asking browser's nonce (its recovery cookie): only that browser's answer uses
     * this question. Null on questions opened before migration 0041, which nobody can answer.
     */
    askerHash: text('asker_hash'),
    ...singleUseLifetime(),
  },
  (t) => [index('recovery_challenges_email_idx').on(t.emailKey)],
);

/** Affiliate applications, read by operators (GET /api/Affiliate/Applications). */
export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    fname: text('fname').notNull(),
    rsociale: text('rsociale').notNull(),
    iscliente: text('iscliente').notNull(),
    userid: text('userid'),
    cellulare: text('cellulare').notNull(),
    email: text('email').notNull(),
    provincia: text('provincia').notNull(),
    social: text('social'),
    fatturato: text('fatturato'),
    iscommerciale: text('iscommerciale').notNull(),
    annisettore: text('annisettore').notNull(),
    infos: text('infos'),
    umail: text('umail'),
    host: text('host'),
    request: text('request').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_applications_created_idx').on(t.createdAt)],
);
