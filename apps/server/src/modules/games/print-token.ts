import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { consumeSecret, issueCode } from '../../platform/codes.ts';

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
