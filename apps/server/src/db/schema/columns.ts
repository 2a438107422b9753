import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The lifetime of something usable once (a one-time code, a recovery question): when it stops
 * working, when it was used (null until then) and when it was made.
 */
export const singleUseLifetime = () => ({
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
