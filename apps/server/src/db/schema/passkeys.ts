import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './session.ts';
import { singleUseLifetime } from './columns.ts';

/**
 * A player's passkeys (WebAuthn discoverable credentials, docs/api-session.md "Passkey"): the public
 * key the authenticator made, its signature counter, and the name the player gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The credential id, base64url (what the browser presents at login). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, server-side: single use (used_at), short-lived (expires_at). 'register' ones
 * belong to the player adding a passkey; 'login' ones to a username when one was given, else to nobody.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id'),
    ...singleUseLifetime(),
  },
  (t) => [uniqueIndex('passkey_challenges_challenge_idx').on(t.challenge), index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
