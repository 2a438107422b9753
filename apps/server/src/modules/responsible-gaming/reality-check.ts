import { and, eq } from 'drizzle-orm';
import { REALITY_CHECK_TEXT, type TPromemoriaData } from '@betsite/contract/play-insights';
import type { AppDeps } from '../../deps.ts';
import { betSessions, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { playFigures } from './play-figures-repo.ts';
import type { ResponsibleGamingService } from './service.ts';
import type { RuleSet } from './repository.ts';

const MINUTE = 60_000;
/** ResponseCode of 'Continua' before the reminder is due (nothing changes). */
export const REALITY_NOT_DUE = -1;

const choicesOf = (rules: RuleSet): number[] =>
  rules.set.realityCheckChoices
    .split(',')
    .map((c) => Number(c.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The reality check ('promemoria di sessione', ADM concession of 12 November 2025): every N
 * minutes of a session (N chosen by the player among the rule set's choices, else the rule set's
 * default) the site shows the time played and the net result of the session. The server keeps it:
 * the session's start (`bet_sessions.created_at`), the last 'Continua' (`reality_ack_at`) and the
 * choice (`users.reality_check_minutes`, `reality_check_set_at`). The next reminder is due N minutes
 * after the latest of the three, so it holds across tabs (one session) and devices (a login closes
 * the other sessions: -6083).
 */
export class RealityCheckService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site'>,
    private readonly rg: ResponsibleGamingService,
  ) {}

  private async session(userId: number, sessionId: string) {
    const [row] = await this.deps.db
      .select({ start: betSessions.createdAt, ack: betSessions.realityAckAt, minutes: users.realityCheckMinutes })
      .from(betSessions)
      .innerJoin(users, eq(users.id, betSessions.userId))
      .where(and(eq(betSessions.id, sessionId), eq(betSessions.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  /** GetPromemoriaSessione: the interval, when the next reminder is due, and the session's figures. */
  async status(userId: number, sessionId: string): Promise<TPromemoriaData> {
    const now = this.deps.clock.now();
    const rules = await this.rg.ruleSet();
    const scelte = choicesOf(rules);
    const s = await this.session(userId, sessionId);
    const minuti = s.minutes !== null && scelte.includes(s.minutes) ? s.minutes : rules.set.realityCheckDefault;
    // Counted from the session's start or the last 'Continua' only: saving the interval again (even a
    // different one) never moves the anchor, so no client can keep pushing its reminder away; the
    // reminder comes at most the longest choice after the last one the player acknowledged.
    const anchor = Math.max(s.start.getTime(), s.ack?.getTime() ?? 0);
    const next = new Date(anchor + minuti * MINUTE);
    const [f] = await playFigures(this.deps.db, userId, [{ from: s.start, to: new Date(now.getTime() + 1) }]);
    return {
      minuti,
      scelte,
      inizioSessione: s.start.toISOString(),
      prossimoAlle: next.toISOString(),
      dovuto: next <= now,
      ora: now.toISOString(),
      minutiSessione: Math.max(0, Math.floor((now.getTime() - s.start.getTime()) / MINUTE)),
      puntate: f!.puntate,
      vincite: f!.vincite,
      risultatoNetto: f!.vincite - f!.puntate,
    };
  }

  /** SavePromemoriaSessione: one of the rule set's choices (else 400, nothing written); the next reminder counts from the same anchor with the new interval. */
  async save(userId: number, sessionId: string, minuti: number): Promise<TPromemoriaData> {
    const scelte = choicesOf(await this.rg.ruleSet());
    if (!scelte.includes(minuti)) throw new HttpError(400, REALITY_CHECK_TEXT.choiceInvalid(scelte));
    await this.deps.db.update(users).set({ realityCheckMinutes: minuti, realityCheckSetAt: this.deps.clock.now() }).where(eq(users.id, userId));
    return this.status(userId, sessionId);
  }

  /** ContinuaPromemoriaSessione ('Continua'): only a reminder that is due is acknowledged; early or repeated, nothing changes. */
  async proceed(userId: number, sessionId: string): Promise<Outcome<TPromemoriaData>> {
    const before = await this.status(userId, sessionId);
    if (!before.dovuto) return refuse(REALITY_NOT_DUE, REALITY_CHECK_TEXT.notDue);
    await this.deps.db
      .update(betSessions)
      .set({ realityAckAt: this.deps.clock.now() })
      .where(and(eq(betSessions.id, sessionId), eq(betSessions.userId, userId)));
    return this.status(userId, sessionId);
  }
}
