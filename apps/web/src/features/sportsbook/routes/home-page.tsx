import { Navigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useClientSettings } from '../../preferences/index.ts';
import { useEvents, useSportTree } from '../api/sports-calls.ts';
import { EventRow } from '../components/event-row.tsx';
import { Link } from '../../../lib/link.tsx';

export { sportsHomeData } from '../api/sports-calls.ts';

const START_SPORT = { Calcio: 'calcio', Tennis: 'tennis', Basket: 'basket' } as const;

/** /scommesse: the prematch home as PrematchWelcomePage says (Default, Welcome, or a sport's page). */
export default function SportsHomePage() {
  useDocumentTitle('Scommesse | Betsite');
  const start = useClientSettings().PrematchWelcomePage ?? 'Default';
  const events = useEvents({ live: false });
  const live = useEvents({ live: true });
  const tree = useSportTree();
  if (start in START_SPORT) return <Navigate to={paths.scommesseSport(START_SPORT[start as keyof typeof START_SPORT])} replace />;
  if (events.isPending) return <Loader />;
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} />;
  const next = (events.data ?? []).slice(0, 12);
  return (
    <section className="sb-page">
      <h1>Scommesse</h1>
      {start === 'Welcome' && (
        <div className="sb-welcome">
          <p>Benvenuto nelle scommesse sportive: scegli uno sport, una competizione o segui le partite in diretta.</p>
          <ul className="sb-tiles">
            {(tree.data ?? []).map((s) => (
              <li key={s.Slug}>
                <Link to={paths.scommesseSport(s.Slug)}>{s.Name}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.scommesseLive}>Live</Link>
            </li>
          </ul>
        </div>
      )}
      {(live.data ?? []).length > 0 && (
        <>
          <h2>
            In diretta <Link to={paths.scommesseLive}>Tutti gli eventi live</Link>
          </h2>
          <ul className="sb-events">
            {(live.data ?? []).map((e) => (
              <EventRow key={e.Id} event={e} />
            ))}
          </ul>
        </>
      )}
      <h2>Prossimi eventi</h2>
      <ul className="sb-events">
        {next.map((e) => (
          <EventRow key={e.Id} event={e} />
        ))}
      </ul>
    </section>
  );
}
