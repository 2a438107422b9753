import type { THistoryItem } from '@betsite/contract/client-settings';
import type { TSportEvent } from '@betsite/contract/sportsbook';
import { paths } from '../../../lib/paths.ts';

/** An event as a sport history item (document 1 §5): type sport, its page, competition as subtitle; kept until the event is a day old. */
export function eventHistoryItem(e: TSportEvent, now: number): THistoryItem {
  return {
    Id: e.Id,
    Type: 'sport',
    SubType: e.Live ? 'live' : 'prematch',
    Title: e.Name,
    Url: paths.scommesseEvento(e.Id),
    Image: null,
    SubTitle: `${e.SportName} - ${e.CompetitionName}`,
    Icons: [e.Sport],
    Expiration: Math.max(now, new Date(e.Start).getTime()) + 86_400_000,
    Timestamp: now,
  };
}
