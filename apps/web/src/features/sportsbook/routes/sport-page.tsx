import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader, NotFoundPage } from '../../../ui/status-pages.tsx';
import { useEvents, useSportTree } from '../api/sports-calls.ts';
import { EventRow } from '../components/event-row.tsx';
import { Link } from '../../../lib/link.tsx';

/** /scommesse/{sport} and /scommesse/{sport}/{competition}: the prematch events, by competition. */
export default function SportPage() {
  const { sport = '', competition } = useParams();
  const tree = useSportTree();
  const events = useEvents({ sport, competition, live: false });
  const s = tree.data?.find((x) => x.Slug === sport);
  const c = s?.Competitions.find((x) => x.Slug === competition);
  useDocumentTitle(`${c ? `${c.Name} - ` : ''}${s?.Name ?? 'Scommesse'} | Betsite`);
  if (tree.isPending || events.isPending) return <Loader />;
  if (tree.isError || events.isError) return <LoadError onRetry={() => void events.refetch()} />;
  if (!s || (competition && !c)) return <NotFoundPage />;
  const comps = c ? [c] : s.Competitions;
  return (
    <section className="sb-page">
      <nav aria-label="Percorso" className="sb-crumbs">
        <Link to={paths.scommesse}>Scommesse</Link> <span aria-hidden="true">›</span>{' '}
        {c ? <Link to={paths.scommesseSport(s.Slug)}>{s.Name}</Link> : <span aria-current="page">{s.Name}</span>}
        {c && (
          <>
            {' '}
            <span aria-hidden="true">›</span> <span aria-current="page">{c.Name}</span>
          </>
        )}
      </nav>
      <h1>{c ? c.Name : `${s.Name} prematch`}</h1>
      {!c && (
        <ul className="sb-chips">
          {s.Competitions.map((x) => (
            <li key={x.Slug}>
              <Link to={paths.scommesseSport(s.Slug, x.Slug)}>
                {x.Name} <span className="muted">({x.Events})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {comps.map((x) => {
        const list = (events.data ?? []).filter((e) => e.Competition === x.Slug);
        return (
          <section key={x.Slug} aria-labelledby={`sb-comp-${x.Slug}`}>
            <h2 id={`sb-comp-${x.Slug}`}>{x.Name}</h2>
            {list.length === 0 ? (
              <p className="muted">Nessun evento in programma</p>
            ) : (
              <ul className="sb-events">
                {list.map((e) => (
                  <EventRow key={e.Id} event={e} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
