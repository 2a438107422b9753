import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { consumeSecret, issueCode } from '../../platform/codes.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';

/**
 * The ticket print page opened by a browser without the session (the legacy client's
 * `/ticket-print/{code}?auth=…`, issue 32): the URL carries a print token, never the session token,
 * which would stay valid in the browser's history, logs and the Referer. The token is random (192
 * bits), stored hashed with the one-time codes, bound to the ticket and to the player who asked for
 * it, usable once, and short-lived. A wrong token counts against nothing: guessing cannot wear out the owner's. A new token for the same ticket replaces the previous one.
 */
const PURPOSE = 'ticket-print';
export const PRINT_TOKEN_TTL_MS = 5 * 60 * 1000;

export async function issuePrintToken(db: Db, clock: Clock, userId: number, ticketId: string): Promise<string> {
  return issueCode(db, clock, {
    purpose: PURPOSE,
    subject: ticketId,
    userId,
    channel: 'url',
    ttlMs: PRINT_TOKEN_TTL_MS,
    secret: randomBytes(24).toString('base64url'),
  });
}

/** The player whose ticket the token opens, once; null for anything else (a session token included). */
export async function usePrintToken(db: Db, clock: Clock, ticketId: string, token: string): Promise<number | null> {
  const res = await consumeSecret(db, clock, { purpose: PURPOSE, subject: ticketId, secret: token });
  return res.ok ? res.userId : null;
}

/**
 * 'Condividi' (an open ticket's link for someone else, document 3 §2): the print page of one ticket,
 * read-only, for whoever has the link, as many times as it is opened. The token is an HMAC of the
 * owner and the ticket under a server secret: stateless, the same for every share of the ticket (a
 * link already sent keeps working), not computable without the secret, and good for that ticket
 * only. The print shows no personal data (no name, no balance, no account number).
 */
const SHARE_SECRET = 'ticket-share';
const SHARE_PREFIX = 's';
/** The secret is read once per database (getOrCreateSecret writes when it is missing). */
const shareSecrets = new WeakMap<Db, Promise<string>>();
const shareSecret = (db: Db) => {
  let secret = shareSecrets.get(db);
  if (!secret) shareSecrets.set(db, (secret = getOrCreateSecret(db, SHARE_SECRET)));
  return secret;
};
const shareMac = (secret: string, userId: number, ticketId: string) =>
  createHmac('sha256', secret).update(`ticket-share:${userId}:${ticketId}`).digest('base64url');

export async function issueShareToken(db: Db, userId: number, ticketId: string): Promise<string> {
  return `${SHARE_PREFIX}${userId}.${shareMac(await shareSecret(db), userId, ticketId)}`;
}

/** The owner of the ticket a share token opens; null for anything else. Nothing is spent. */
export async function useShareToken(db: Db, ticketId: string, token: string): Promise<number | null> {
  const m = /^s(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(shareMac(await shareSecret(db), userId, ticketId));
  const given = Buffer.from(m[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
