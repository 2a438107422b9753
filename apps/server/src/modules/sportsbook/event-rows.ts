import type { TEventRow } from '@betsite/contract/bets';
import { sportsSandboxEnabled } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { SportFeed } from './feed.ts';
import { sandboxSportFeed } from './sandbox-feed.ts';

/** The sport feed in use: the sandbox one when its setting allows, none otherwise (a real feed plugs in here). */
export const sportFeedOf = (deps: Pick<AppDeps, 'config'>): SportFeed | null => (sportsSandboxEnabled(deps.config) ? sandboxSportFeed : null);

/** An event no longer on sale: finished, or a prematch one that has started (a live event stays open). */
export const eventClosed = (event: { finished: boolean; live: boolean; start: Date }, now: Date): boolean =>
  event.finished || (!event.live && event.start <= now);

/**
 * GetEventRows for the schedule's own outcome hashes (docs/sportsbook.md): the row as the feed
 * prices it now; `Scaduto` once prematch betting has closed (a live event is still open), `Sospeso`
 * while the outcome's market is suspended on an event still open (the slip waits for it to reopen).
 */
export function feedEventRows(feed: SportFeed | null, hashes: string[], now: Date): TEventRow[] {
  if (!feed) return [];
  return hashes.flatMap((h) => {
    const f = feed.outcome(h, now);
    if (!f) return [];
    const scaduto = eventClosed(f.event, now);
    return [
      {
        OutcomeId_hash: h,
        Group_Name: `${f.event.sportName} - ${f.event.competitionName}`,
        Descr_avv: `${f.event.home} - ${f.event.away}`,
        Descr_scomm: f.market.name,
        Descr_esito: f.outcome.label,
        Quota: f.outcome.quota,
        Data: f.event.start.toISOString(),
        Scaduto: scaduto,
        Sospeso: !scaduto && f.market.suspended,
      },
    ];
  });
}
