import { eq, sql } from 'drizzle-orm';
import type { TDashboard, TPlayerDetail } from '@betsite/contract/backoffice';
import { limitInForce, windowStart, type LimitPeriod } from '@betsite/domain/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import * as repo from './repository.ts';
import * as playRepo from './play-limits-repo.ts';
import { usedIn } from './play-usage.ts';
import type { ResponsibleGamingService } from './service.ts';
import { rowsOf } from '../../db/rows.ts';

const SHOWN = { spend: 'spesa', time: 'tempo' } as const;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const DAY = 86_400_000;

export type PlayProtectionView = Pick<TPlayerDetail, 'limitiGioco' | 'storicoLimitiGioco' | 'tempoGioco' | 'promemoriaMinuti' | 'promemoriaScelto'>;

/** What the back office's player page shows of the 2025 concession's protections: spending and time limits with their history, time played, the reality-check interval. */
export async function playProtectionView(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rg: Pick<ResponsibleGamingService, 'ruleSet'>,
  userId: number,
): Promise<PlayProtectionView> {
  const now = deps.clock.now();
  const db = deps.db;
  const [rows, history, rules, [u]] = await Promise.all([
    playRepo.playLimitsOf(db, userId),
    playRepo.playLimitHistory(db, userId),
    rg.ruleSet(),
    db.select({ minuti: users.realityCheckMinutes }).from(users).where(eq(users.id, userId)),
  ]);
  const span = async (p: LimitPeriod) => playRepo.minutesLoggedIn(db, userId, windowStart(p, now), now);
  const [giorno, settimana, mese] = await Promise.all([span('GG'), span('WW'), span('MM')]);
  return {
    limitiGioco: await Promise.all(
      rows.map(async (l) => ({
        tipo: SHOWN[l.kind as playRepo.PlayLimitKind],
        periodo: l.periodo,
        importo: limitInForce(l, now),
        utilizzato: await usedIn(db, userId, l.kind as playRepo.PlayLimitKind, l.periodo as LimitPeriod, now),
        inAttesa: l.pendingImporto !== null && l.pendingFrom !== null && l.pendingFrom > now ? Number(l.pendingImporto) : null,
        dal: l.pendingFrom !== null && l.pendingFrom > now ? iso(l.pendingFrom) : null,
        aggiornatoIl: l.updatedAt.toISOString(),
      })),
    ),
    storicoLimitiGioco: history.slice(0, 100).map((c) => ({
      id: c.id,
      tipo: SHOWN[c.kind as playRepo.PlayLimitKind],
      periodo: c.periodo,
      prima: c.previousImporto === null ? null : Number(c.previousImporto),
      importo: Number(c.importo),
      inAttesa: c.pendingImporto === null ? null : Number(c.pendingImporto),
      dal: iso(c.pendingFrom),
      data: c.at.toISOString(),
    })),
    tempoGioco: { giorno, settimana, mese },
    promemoriaMinuti: u?.minuti ?? rules.set.realityCheckDefault,
    promemoriaScelto: u?.minuti !== null && u?.minuti !== undefined,
  };
}

/** True when one of the player's limits (deposit, spending, time) has nothing left in its current window. */
async function atLimit(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  for (const l of await repo.limitsOf(db, userId)) {
    const used = await repo.depositedSince(db, userId, windowStart(l.periodo as LimitPeriod, now));
    if (used >= limitInForce(l, now)) return true;
  }
  for (const l of await playRepo.playLimitsOf(db, userId)) {
    if ((await usedIn(db, userId, l.kind as playRepo.PlayLimitKind, l.periodo as LimitPeriod, now)) >= limitInForce(l, now)) return true;
  }
  return false;
}

/**
 * The dashboard's "players at a limit": among the players who could be at one (a spending or time
 * limit saved, or money deposited in the last month: a deposit limit, saved or the registration's
 * weekly one, can only be reached by depositing), those whose limit in force has nothing left in its
 * current window, checked by the same rules the deposit and stake checks use.
 */
export async function playersAtLimit(db: DbOrTx, now: Date): Promise<TDashboard['giocatoriAlLimite']> {
  const since = new Date(now.getTime() - 31 * DAY).toISOString();
  const result = await db.execute(sql`
    select user_id from play_limits
    union
    select user_id from deposits where created_at >= ${since}::timestamptz and status in ('success', 'created', 'pending')`);
  const ids = rowsOf<{ user_id: number }>(result).map((r) => Number(r.user_id));
  let n = 0;
  for (const id of ids) if (await atLimit(db, id, now)) n += 1;
  return n;
}
