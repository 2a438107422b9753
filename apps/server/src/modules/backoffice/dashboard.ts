import { and, count, eq, gte, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { TDashboard } from '@betsite/contract/backoffice';
import { DOCUMENTS_DUE_DAYS, DOCUMENT_STATE } from '@betsite/domain/document-deadline';
import { addCalendarDays, italianDay } from '@betsite/domain/italian-day';
import type { Db } from '../../db/client.ts';
import { deposits, playerDocuments, playerProfiles, selfExclusions, users, withdrawals } from '../../db/schema/index.ts';
import { playersAtLimit } from '../responsible-gaming/operator-view.ts';

const DAYS = 14;
/** A provisional account counts as "near its deadline" in the last week before the documents are due. */
const NEAR_DEADLINE_DAYS = 7;
const DAY_MS = 86_400_000;
/** Days are Italian days: the site's figures follow the operator's calendar, not UTC. */
const TZ = 'Europe/Rome';
const dayOf = (col: unknown) => sql<string>`to_char(${col} at time zone ${sql.raw(`'${TZ}'`)}, 'YYYY-MM-DD')`;

/**
 * The withdrawals a day's figure counts: every request still standing, whether it waits for an
 * operator, is on its way to the payout provider or is paid; not those the player cancelled or the
 * provider (or an operator) turned down, whose money went back.
 */
const REQUESTED = ['pending', 'sending', 'sent', 'posted'];

/**
 * The last 14 days on Italy's calendar, oldest first. Counted in calendar days: 24 hours back from
 * just after midnight of the day after the spring clock change lands two days back, and that day was
 * missing from the list.
 */
export function dashboardDays(now: Date): string[] {
  const today = italianDay(now);
  return Array.from({ length: DAYS }, (_, i) => addCalendarDays(today, i - (DAYS - 1)));
}

/** The figures an operator looks at first: today's money and sign-ups, the last 14 days, what waits. */
export async function dashboard(db: Db, now: Date): Promise<TDashboard> {
  const since = new Date(now.getTime() - (DAYS + 1) * DAY_MS);
  const [depDays, wdDays, regDays, depPending, wdPending, nearDeadline, toReview, exclusions, atLimit] = await Promise.all([
    db
      .select({ giorno: dayOf(deposits.createdAt), importo: sum(deposits.amount), numero: count() })
      .from(deposits)
      .where(and(gte(deposits.createdAt, since), eq(deposits.status, 'success')))
      .groupBy(dayOf(deposits.createdAt)),
    db
      .select({ giorno: dayOf(withdrawals.createdAt), importo: sum(withdrawals.amount), numero: count() })
      .from(withdrawals)
      .where(and(gte(withdrawals.createdAt, since), inArray(withdrawals.status, REQUESTED)))
      .groupBy(dayOf(withdrawals.createdAt)),
    db
      .select({ giorno: dayOf(users.createdAt), numero: count() })
      .from(users)
      .where(and(gte(users.createdAt, since), eq(users.role, 'player')))
      .groupBy(dayOf(users.createdAt)),
    db
      .select({ n: count() })
      .from(deposits)
      .where(inArray(deposits.status, ['created', 'pending'])),
    db
      .select({ n: count(), importo: sum(withdrawals.amount) })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'pending')),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
      .where(
        and(
          eq(users.statoConto, 1),
          eq(users.role, 'player'),
          lte(users.createdAt, new Date(now.getTime() - (DOCUMENTS_DUE_DAYS - NEAR_DEADLINE_DAYS) * DAY_MS)),
          gte(users.createdAt, new Date(now.getTime() - DOCUMENTS_DUE_DAYS * DAY_MS)),
          or(isNull(playerProfiles.statoDocumenti), sql`${playerProfiles.statoDocumenti} <> ${DOCUMENT_STATE.APPROVED}`),
        ),
      ),
    // The documents the review screen shows (uploaded, awaiting an operator): a profile's own state is
    // 'pending' from registration on, before anything is uploaded, and counted players with nothing to review.
    db.select({ n: count() }).from(playerDocuments).where(eq(playerDocuments.stato, DOCUMENT_STATE.PENDING)),
    db
      .select({ n: count() })
      .from(selfExclusions)
      .where(and(isNull(selfExclusions.releasedAt), lte(selfExclusions.startsAt, now), or(isNull(selfExclusions.endsAt), gte(selfExclusions.endsAt, now)))),
    playersAtLimit(db, now),
  ]);
  const days = dashboardDays(now);
  const today = days[days.length - 1]!;
  const pick = <T extends { giorno: string }>(rows: T[], d: string) => rows.find((r) => r.giorno === d);
  const dep = pick(depDays, today);
  const wd = pick(wdDays, today);
  return {
    oggi: {
      depositi: { importo: Number(dep?.importo ?? 0), numero: Number(dep?.numero ?? 0), inAttesa: Number(depPending[0]?.n ?? 0) },
      prelievi: {
        importo: Number(wd?.importo ?? 0),
        numero: Number(wd?.numero ?? 0),
        inAttesa: Number(wdPending[0]?.n ?? 0),
        importoInAttesa: Number(wdPending[0]?.importo ?? 0),
      },
      registrazioni: Number(pick(regDays, today)?.numero ?? 0),
    },
    giorni: days.map((d) => ({
      giorno: d,
      depositi: Number(pick(depDays, d)?.importo ?? 0),
      prelievi: Number(pick(wdDays, d)?.importo ?? 0),
      registrazioni: Number(pick(regDays, d)?.numero ?? 0),
    })),
    documentiInScadenza: Number(nearDeadline[0]?.n ?? 0),
    documentiDaVerificare: Number(toReview[0]?.n ?? 0),
    autoesclusioniAttive: Number(exclusions[0]?.n ?? 0),
    giocatoriAlLimite: atLimit,
  };
}
