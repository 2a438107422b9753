import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One registration attempt, opened by VerifyRegister: the reserved game account number (numConto)
 * and the contacts whose OTPs must be verified before Register creates the player.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    numConto: text('num_conto').primaryKey(),
    codiceFiscale: text('codice_fiscale').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    /** The VerifyRegister outcome (0, -100, -200, -300): -200/-300 register without OTP. */
    outcome: integer('outcome').notNull(),
    otpRequired: boolean('otp_required').notNull(),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempts_ip_idx').on(t.ip, t.createdAt), index('registration_attempts_email_idx').on(t.email)],
);

/**
 * PreRegister (module PreRegistration): contacts left at step 1, served back by id to prefill the
 * wizard. The id handed out is `public_id`, random (53 bits), never the sequential key.
 */
export const preRegistrations = pgTable('pre_registrations', {
  id: serial('id').primaryKey(),
  publicId: bigint('public_id', { mode: 'number' }).notNull().unique(),
  nome: text('nome').notNull(),
  cognome: text('cognome').notNull(),
  email: text('email').notNull(),
  cellulare: text('cellulare').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
