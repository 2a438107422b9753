import type { TSportEvent } from '@betsite/contract/sportsbook';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { OddsButton } from './odds-button.tsx';
import { Link } from '../../../lib/link.tsx';

/** An event in a list: teams, start (or live score and clock) and its main market. */
export function EventRow({ event, onFastBet }: { event: TSportEvent; onFastBet?: (item: { hash: string; quota: number }) => void }) {
  const main = event.Markets[0];
  return (
    <li className="sb-event">
      <div className="sb-event__info">
        <Link to={paths.scommesseEvento(event.Id)} className="sb-event__name">
          {event.Name}
        </Link>
        <span className="sb-event__meta">
          {event.Live ? (
            <>
              <span className="sb-live-badge">LIVE</span> <strong className="sb-score">{event.Score}</strong> <span>{event.Clock}</span>
            </>
          ) : (
            <>
              {event.CompetitionName} · {formatDateTime(event.Start)}
            </>
          )}
        </span>
      </div>
      {main && (
        <div className="sb-event__odds" role="group" aria-label={`${event.Name}: ${main.Name}`}>
          {main.Outcomes.map((o) => (
            <OddsButton key={o.Hash} event={event} market={main} outcome={o} onFastBet={onFastBet} />
          ))}
        </div>
      )}
    </li>
  );
}
