import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './session.ts';

/**
 * Registration data of a player beyond the session columns of `users` (document 2 §3):
 * fiscal and birth data, residence, identity document, secret question, consents.
 */
export const playerProfiles = pgTable('player_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  codiceFiscale: text('codice_fiscale').notNull().unique(),
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
});
