import type { TAndamentoData } from '@betsite/contract/play-insights';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { localMidnight, localParts } from '@betsite/domain/site-time';
import type { AppDeps } from '../../deps.ts';
import { minutesIn, playFigures, type Span } from './play-figures-repo.ts';

/** How many buckets each grouping shows: 14 days, 12 weeks (Monday to Sunday), 12 months. */
const BUCKETS: Record<TLimitPeriod, number> = { GG: 14, WW: 12, MM: 12 };

/** The buckets ending with the current one, oldest first, on the Italian calendar. */
export function spansOf(periodo: TLimitPeriod, now: Date): Span[] {
  const { year, month, day } = localParts(now);
  const n = BUCKETS[periodo];
  const out: Span[] = [];
  for (let i = n - 1; i >= 0; i--) {
    if (periodo === 'MM') out.push({ from: localMidnight(year, month - i, 1), to: localMidnight(year, month - i + 1, 1) });
    else if (periodo === 'GG') out.push({ from: localMidnight(year, month, day - i), to: localMidnight(year, month, day - i + 1) });
    else {
      const monday = day - ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) - 7 * i;
      out.push({ from: localMidnight(year, month, monday), to: localMidnight(year, month, monday + 7) });
    }
  }
  return out;
}

/**
 * GetAndamentoGioco: per day, week or month, what the player deposited, withdrew, staked and won
 * (the statement's own sums, `playFigures`) and the minutes logged in (the time-of-play rule).
 */
export async function insights(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, periodo: TLimitPeriod): Promise<TAndamentoData> {
  const spans = spansOf(periodo, deps.clock.now());
  const [figures, minutes] = await Promise.all([playFigures(deps.db, userId, spans), minutesIn(deps.db, userId, spans)]);
  return {
    periodo,
    righe: spans.map((s, i) => {
      const f = figures[i]!;
      return {
        dal: s.from.toISOString(),
        al: s.to.toISOString(),
        ...f,
        risultatoNetto: f.vincite - f.puntate,
        minutiGioco: minutes[i]!,
      };
    }),
  };
}
