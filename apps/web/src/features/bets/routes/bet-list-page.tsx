import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TBetTicket } from '@betsite/contract/bets';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { BETS_DEFAULT_FILTER, matchesStatusFilter, STATUS_FILTERS, type DateFilterId } from '@betsite/domain/bets';
import { paths } from '../../../lib/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { listState } from '../components/list-state.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useBetList } from '../api/bets-calls.ts';
import { betsKeys } from '../api/bets-keys.ts';
import { DateFilter } from '../components/date-filter.tsx';
import { TicketCard } from '../components/ticket-card.tsx';
import { defaultChoice } from '../lib/ranges.ts';
import { copyShareLink } from '../lib/share-link.ts';
import { onDemand } from '../../../ui/on-demand.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { NavLink } from '../../../lib/link.tsx';
import '../bets.css';
import '../../../ui/tab-bar.css';

// The cash-out and booked-bets tabs load when chosen, not with the list of bets.
const CashoutList = onDemand(async () => ({ default: (await import('../components/cashout-list.tsx')).CashoutList }), <Loader />);
const Reservations = onDemand(async () => ({ default: (await import('../components/reservations.tsx')).Reservations }), <Loader />);

/** Sub-routes of /account/elenco-giocate (§2); any other path shows all. */
const TABS = [
  { slug: '', label: 'Tutte' },
  { slug: 'in-corso', label: 'In corso' },
  { slug: 'cashout', label: 'Cash Out' },
  { slug: 'completate', label: 'Completate' },
  { slug: 'fun', label: 'Giocate Fun Bonus' },
  { slug: 'prenotate', label: 'Prenotate' },
] as const;
type Slug = (typeof TABS)[number]['slug'];

/** In corso and Completate force last week and their status filter (§4). */
const FORCED: Partial<Record<Slug, { filter: DateFilterId; status: number }>> = {
  'in-corso': { filter: 2, status: 100 },
  completate: { filter: 2, status: 101 },
};

export default function BetListPage() {
  const params = useParams();
  const raw = params.tab ?? '';
  const slug: Slug = (TABS.find((t) => t.slug === raw)?.slug ?? '') as Slug;
  const config = useSiteConfig();
  const qc = useQueryClient();
  const forced = FORCED[slug];
  const [choice, setChoice] = useState(() => defaultChoice(forced?.filter ?? BETS_DEFAULT_FILTER));
  const [status, setStatus] = useState(forced?.status ?? 0);
  useEffect(() => {
    setChoice(defaultChoice(FORCED[slug]?.filter ?? BETS_DEFAULT_FILTER));
    setStatus(FORCED[slug]?.status ?? 0);
  }, [slug]);
  const listTab = slug === '' || slug === 'in-corso' || slug === 'completate' || slug === 'fun';
  const q = useBetList(slug === 'fun', choice, listTab);

  const data = q.data ?? [];
  // Filters reset to All when the chosen state is not in the loaded data (§4).
  const statusInData = status === 0 || forced !== undefined || data.some((t) => matchesStatusFilter(status, t.stato_ticketField));
  const effectiveStatus = statusInData ? status : 0;
  const rows = data.filter((t) => matchesStatusFilter(effectiveStatus, t.stato_ticketField));
  const [shared, setShared] = useState<string | null>(null);
  useEffect(() => {
    if (!shared) return;
    const timer = setTimeout(() => setShared(null), 5000);
    return () => clearTimeout(timer);
  }, [shared]);
  const share = async (t: TBetTicket) => {
    try {
      await copyShareLink(t.id_ticketField);
      setShared(`Link della giocata ${t.id_ticketField} copiato negli appunti`);
    } catch {
      setShared(`Codice della giocata: ${t.id_ticketField}`);
    }
  };

  if (config.data?.modules.ConsentiSoloPrelievo) {
    return (
      <section className="page bets">
        <h1>Lista Giocate</h1>
        <p className="empty-state">Funzione non disponibile per il tuo conto</p>
      </section>
    );
  }
  const current = TABS.find((t) => t.slug === slug)!;
  return (
    <section className="page bets">
      <header className="bets__head">
        <h1>Lista Giocate</h1>
        <nav className="bets__links" aria-label="Movimenti conto">
          <NavLink to={paths.estrattoConto}>Estratto Conto</NavLink>
          <NavLink to={paths.elencoGiocate} end>
            Lista Giocate
          </NavLink>
        </nav>
      </header>
      <nav className="tab-bar" aria-label="Tipo di giocate">
        {TABS.map((t) => (
          <NavLink
            key={t.slug}
            to={t.slug ? `${paths.elencoGiocate}/${t.slug}` : paths.elencoGiocate}
            end
            className="tab-bar__tab"
            aria-current={t.slug === slug ? 'page' : undefined}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <h2 className="sr-only">{current.label}</h2>

      {listTab && (
        <>
          <form className="bets-filter" aria-label="Filtri" onSubmit={(e) => e.preventDefault()}>
            <DateFilter value={choice} onChange={setChoice} list="bets" />
            {!forced && (
              <div className="field">
                <label htmlFor="bl-status">Stato</label>
                <select id="bl-status" value={effectiveStatus} onChange={(e) => setStatus(Number(e.target.value))}>
                  {STATUS_FILTERS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button
              type="button"
              className="btn btn--ghost bets-refresh"
              onClick={() => void qc.invalidateQueries({ queryKey: betsKeys.all })}
              aria-label="Aggiorna la lista"
            >
              ⟳
            </button>
          </form>
          {q.dataUpdatedAt > 0 && (
            <p className="bets__updated">
              {T.updated}: {formatDateTime(new Date(q.dataUpdatedAt).toISOString())}
            </p>
          )}
          {shared && (
            <p className="notice notice--success" role="status">
              {shared}
            </p>
          )}
          {listState(q, rows.length, T.listEmpty) ?? (
            <ul className="bets-cards" aria-label={current.label}>
              {rows.map((t) => (
                <TicketCard key={t.id_ticketField} ticket={t} onShare={(x) => void share(x)} />
              ))}
            </ul>
          )}
        </>
      )}
      {slug === 'cashout' && <CashoutList />}
      {slug === 'prenotate' && <Reservations />}
    </section>
  );
}
