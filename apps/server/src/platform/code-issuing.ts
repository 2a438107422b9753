import { sql } from 'drizzle-orm';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { hasLiveCode, insertCode, type CodeRequest } from './codes.ts';
import { DAY, HOUR, MINUTE, RateLimits, type Budget } from './rate-limits.ts';

/**
 * Limits on ISSUING one-time codes (device codes, registration OTPs, contact confirmations,
 * payment OTPs, recovery mails), on top of the five tries each code allows: without them a new
 * code could be requested for every five guesses, and a number could be sent SMS without end.
 * Every budget is counted at once, so changing one key (a fresh device token, another number)
 * still spends the others (player, address, day).
 */
export const ISSUE_LIMITS = {
  /** The same code subject (device token, game account number, payment): a resend or two. */
  subject: { max: 5, windowMs: 15 * MINUTE },
  /** One player, one purpose. */
  playerHour: { max: 6, windowMs: HOUR },
  playerDay: { max: 20, windowMs: DAY },
  /** One phone number or e-mail address, any purpose (SMS pumping). */
  recipientDay: { max: 20, windowMs: DAY },
  /** One client address, one purpose (addresses are shared: offices, mobile carriers). */
  addressHour: { max: 60, windowMs: HOUR },
  addressDay: { max: 200, windowMs: DAY },
} as const;

export interface IssueRequest {
  purpose: string;
  subject: string;
  userId?: number | null;
  /** Where the code goes (a number or an address), normalised here. */
  recipient?: string | null;
  ip?: string | null;
}

export function issueBudgets(r: IssueRequest): Budget[] {
  const L = ISSUE_LIMITS;
  const budgets: Budget[] = [{ key: `issue:subject:${r.purpose}:${r.subject}`, ...L.subject }];
  if (r.userId) {
    budgets.push({ key: `issue:player-h:${r.purpose}:${r.userId}`, ...L.playerHour }, { key: `issue:player-d:${r.purpose}:${r.userId}`, ...L.playerDay });
  }
  if (r.recipient) budgets.push({ key: `issue:to-d:${r.recipient.replace(/[\s()-]/g, '').toLowerCase()}`, ...L.recipientDay });
  if (r.ip) budgets.push({ key: `issue:ip-h:${r.purpose}:${r.ip}`, ...L.addressHour }, { key: `issue:ip-d:${r.purpose}:${r.ip}`, ...L.addressDay });
  return budgets;
}

/** Spends one issue on every budget of the request: 0 when a code may be sent, otherwise seconds to wait. */
export function spendIssue(limits: RateLimits, r: IssueRequest): Promise<number> {
  return limits.spend(issueBudgets(r));
}

/** The Italian answer when no more codes may be sent for now. */
export const tooManyCodesText = (seconds: number) => HTTP_TEXT.tooManyCodes(Math.max(1, Math.ceil(seconds / 60)));

/** What `issueCodeOnce` did: a new code to send, nothing (a live one was sent already), or seconds to wait. */
export type IssueOnce = { code: string } | { live: true } | { wait: number };

/**
 * One live code per player, purpose and destination (issue 32): while a code for the same purpose
 * and subject, sent by the same channel, can still be used, asking again issues nothing and spends
 * no allowance — the caller answers as before and the player uses the code already sent. Without
 * it, a client retrying (or twenty parallel requests) would spend the player's whole allowance and
 * block the operation for the window. The check, the allowance and the new code are one transaction
 * under an advisory lock on the purpose and subject, so concurrent requests on any process issue
 * one code between them.
 */
export async function issueCodeOnce(deps: { db: Db; clock: Clock }, r: IssueRequest & CodeRequest): Promise<IssueOnce> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7302, hashtext(${`${r.purpose}|${r.subject}`}))`);
    if (await hasLiveCode(tx, now, r)) return { live: true as const };
    // Charged in the same transaction: a request that issues nothing (refused, or rolled back) spends nothing.
    const wait = await new RateLimits(tx, deps.clock).spend(issueBudgets(r));
    if (wait > 0) return { wait };
    return { code: await insertCode(tx, now, r) };
  });
}
