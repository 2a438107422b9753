import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { singleUseLifetime } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    cellulare: text('cellulare').notNull(),
    nome: text('nome').notNull(),
    cognome: text('cognome').notNull(),
    /** Game account (contract) number shown to the player. */
    contratto: text('contratto').notNull(),
    statoConto: integer('stato_conto').notNull().default(1),
    /**
     * Set while the back office holds the account blocked (state 6): the state it had before (1 or
     * 2), which the unblock gives back. Null otherwise: a 6 with null here was not blocked by an
     * operator and the back office does not unblock it.
     */
    blockedFromState: integer('blocked_from_state'),
    /** When and why the back office blocked the account (null when it is not blocked by it). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    cambioPassword: boolean('cambio_password').notNull().default(false),
    /**
     * Until when the temporary password credential recovery mailed opens the account (24 hours): an
     * old mail in a mailbox is not a key for ever. Null for a password the player chose.
     */
    temporaryPasswordUntil: timestamp('temporary_password_until', { withTimezone: true }),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    richiedePep: boolean('richiede_pep').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    mobileConfirmed: boolean('mobile_confirmed').notNull().default(false),
    lastEmailVerificationAt: timestamp('last_email_verification_at', { withTimezone: true }),
    lastMobileVerificationAt: timestamp('last_mobile_verification_at', { withTimezone: true }),
    esclusione: integer('esclusione'),
    depositLimitSet: boolean('deposit_limit_set').notNull().default(true),
    /**
     * The first access after the ADM concession of 12 November 2025 is still due: accept the current
     * contract version and set the deposit, spending and time limits (docs/responsible-gaming.md).
     * Until then no deposit and no stake; withdrawals stay possible.
     */
    firstAccessDue: boolean('first_access_due').notNull().default(false),
    /** The contract version the player accepted last (site variable `Contratto_Versione`). */
    contractVersion: text('contract_version'),
    /** The reality-check interval the player chose (minutes; null: the rule set's default) and when it was chosen. */
    realityCheckMinutes: integer('reality_check_minutes'),
    realityCheckSetAt: timestamp('reality_check_set_at', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** Secret of an activation started from the Sicurezza tab, until 'Verifica' confirms it. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    deviceAuthEnabled: boolean('device_auth_enabled').notNull().default(false),
    father: text('father'),
    invitation: text('invitation'),
    role: text('role').notNull().default('player'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The login before the last one: what the player reads as 'Ultimo accesso' (the last one is the session they are in). */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_contratto_idx').on(t.contratto),
  ],
);

/** The server-side session ('betsession'): logout, failed renewal and idle timeout revoke it. */
export const betSessions = pgTable(
  'bet_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The jti of the one token that is valid for this session: a refresh replaces it, so the previous token dies. */
    tokenId: text('token_id'),
    /** 'player' (the site) or 'backoffice' (an operator who passed the password and the TOTP code). */
    scope: text('scope').notNull().default('player'),
    /** When the player last pressed 'Continua' on this session's reality check (the next one is due an interval later). */
    realityAckAt: timestamp('reality_ack_at', { withTimezone: true }),
  },
  (t) => [index('bet_sessions_user_idx').on(t.userId)],
);

/** Devices a player has authorised (device authorisation, code -3333). */
export const authDevices = pgTable(
  'auth_devices',
  {
    deviceToken: text('device_token').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceToken] }), index('auth_devices_token_idx').on(t.deviceToken)],
);

/** One-time codes (device authorisation, OTP, confirmations): stored hashed, single use, short-lived. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id'),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...singleUseLifetime(),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.subject)],
);

/** TOTP time steps already used per player: each code works once. */
export const usedTotpSteps = pgTable(
  'used_totp_steps',
  {
    userId: integer('user_id').notNull(),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** Failed-login counters per username and per address (shared by every server process). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The client's settings document (document 1 §3), synced for logged-in players. */
export const clientSettings = pgTable('client_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
