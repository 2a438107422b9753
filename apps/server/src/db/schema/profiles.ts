import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * One value per person for a codice fiscale: the SQL function `codice_fiscale_key` (migration 0035)
 * reads the omocodia letters as the digits they replace (as `normaliseOmocode` in
 * packages/domain/src/codice-fiscale.ts) and leaves out the check character, which follows from the
 * rest. Compare codes with it wherever a match decides something (duplicate, barred, in use): a
 * person's omocodia variants are the same person.
 */
export const codiceFiscaleKey = (code: SQLWrapper | string): SQL => sql`codice_fiscale_key(${code})`;

/**
 * Registration data of a player beyond the session columns of `users` (document 2 §3):
 * fiscal and birth data, residence, identity document, secret question, consents.
 */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** Unique per person, omocodia variants included (`player_profiles_codice_fiscale_key_idx`). */
    codiceFiscale: text('codice_fiscale').notNull(),
    /**
     * 0 for every player. 1, 2… only on accounts opened before migration 0035 with an omocodia variant
     * of an earlier player's code (that player keeps 0): kept as they are, outside the uniqueness, for
     * the operators to review. Nothing else writes it.
     */
    codiceFiscaleDuplicate: integer('codice_fiscale_duplicate').notNull().default(0),
    sesso: text('sesso').notNull(),
    dataNascita: date('data_nascita').notNull(),
    nazioneNascitaId: integer('nazione_nascita_id').notNull(),
    comuneNascitaId: integer('comune_nascita_id').notNull(),
    comuneNascitaNome: text('comune_nascita_nome').notNull().default(''),
    nazioneResidenzaId: integer('nazione_residenza_id').notNull(),
    indirizzoResidenza: text('indirizzo_residenza').notNull(),
    capResidenza: text('cap_residenza').notNull(),
    comuneResidenzaId: integer('comune_residenza_id').notNull(),
    comuneResidenzaNome: text('comune_residenza_nome').notNull().default(''),
    tipoDocumentoId: integer('tipo_documento_id').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    enteRilascioId: integer('ente_rilascio_id').notNull(),
    comuneRilascioId: integer('comune_rilascio_id').notNull(),
    dataRilascioDocumento: date('data_rilascio_documento').notNull(),
    dataScadenzaDocumento: date('data_scadenza_documento').notNull(),
    statoDocumenti: integer('stato_documenti').notNull().default(3),
    /**
     * When the player last changed the identity document's data (type, number, issuer, dates) in the
     * profile: from then until an upload made since is approved, that data is the player's word, not
     * a verified document's (documents/expiry.ts). Null: never changed since the registration.
     */
    documentoModificatoAt: timestamp('documento_modificato_at', { withTimezone: true }),
    /** One of the four fixed questions (1–4); the answer is stored as an argon2id hash of its normalised form. */
    securityQuestionId: integer('security_question_id').notNull(),
    securityAnswerHash: text('security_answer_hash').notNull(),
    depositoMassimo: integer('deposito_massimo').notNull(),
    refer: text('refer'),
    codicePromo: text('codice_promo'),
    btag: text('btag'),
    /** Consents and newsletter choices as submitted. */
    consents: text('consents').notNull().default('{}'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of the lookups by code (its first column).
  (t) => [uniqueIndex('player_profiles_codice_fiscale_key_idx').on(codiceFiscaleKey(t.codiceFiscale), t.codiceFiscaleDuplicate)],
);
