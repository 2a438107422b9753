import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { addToHistory, currentSettings, updateSettings } from '../../preferences/index.ts';
import { useSportEvent } from '../api/sports-calls.ts';
import { OddsButton } from '../components/odds-button.tsx';
import { eventHistoryItem } from '../lib/sport-items.ts';
import { Link } from '../../../lib/link.tsx';
import { SPORTS_TEXT as T } from '@betsite/contract/sportsbook-messages';

/** /scommesse/evento/{id}: every market of an event; opening it adds it to the sport history. */
export default function EventPage() {
  const { eventId = '' } = useParams();
  const q = useSportEvent(eventId);
  const e = q.data;
  useDocumentTitle(e ? `${e.Name} | Betsite` : 'Scommesse | Betsite');
  const id = e?.Id;
  useEffect(() => {
    if (!e) return;
    const now = Date.now();
    updateSettings({ History: addToHistory(currentSettings().History ?? [], eventHistoryItem(e, now), now) });
    // once per event opened, not at every price refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => void q.refetch()} />;
  if (!e) return <NotFoundPage />;
  return (
    <section className="sb-page">
      <nav aria-label="Percorso" className="sb-crumbs">
        <Link to={paths.scommesse}>Scommesse</Link> <span aria-hidden="true">›</span> <Link to={paths.scommesseSport(e.Sport)}>{e.SportName}</Link>{' '}
        <span aria-hidden="true">›</span> <Link to={paths.scommesseSport(e.Sport, e.Competition)}>{e.CompetitionName}</Link>
      </nav>
      <h1>{e.Name}</h1>
      <p className="muted">
        {e.Live ? (
          <>
            <span className="sb-live-badge">LIVE</span> <strong className="sb-score">{e.Score}</strong> {e.Clock}
          </>
        ) : (
          <>
            {formatDateTime(e.Start)}
            {/* Not live with a score: the event is over, and this is how it ended. */}
            {e.Score && (
              <>
                {' · '}
                {T.finalScore} <strong className="sb-score">{e.Score}</strong>
              </>
            )}
          </>
        )}
      </p>
      {e.Cancelled && <p className="notice notice--warning">{T.cancelled}</p>}
      {e.Markets.map((m) => (
        <section key={m.Id} className="sb-market" aria-labelledby={`m-${m.Id}`}>
          <h2 id={`m-${m.Id}`}>
            {m.Name} {m.Suspended && <span className="sb-suspended">Sospeso</span>}
          </h2>
          <div className="sb-market__odds" role="group" aria-label={m.Name}>
            {m.Outcomes.map((o) => (
              <OddsButton key={o.Hash} event={e} market={m} outcome={o} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
