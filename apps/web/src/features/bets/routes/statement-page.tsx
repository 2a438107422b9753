import { useMemo, useState } from 'react';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { CAUSE_FILTERS, STATEMENT_DEFAULT_FILTER, STATEMENT_PAGE_SIZE } from '@betsite/domain/bets';
import { paths } from '../../../lib/paths.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { listState } from '../components/list-state.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useStatement } from '../api/statement-calls.ts';
import { DateFilter, Pager } from '../components/date-filter.tsx';
import { defaultChoice, paginate } from '../lib/ranges.ts';
import { Link } from '../../../lib/link.tsx';
import '../bets.css';
import '../../../ui/tab-bar.css';

const TABS = [
  { id: 'all', label: 'Tutti' },
  { id: 'income', label: 'Entrate' },
  { id: 'expenses', label: 'Uscite' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /account/estratto-conto (document 3 §2): the player's movements, read from the ledger. */
export default function StatementPage() {
  const config = useSiteConfig();
  const [choice, setChoice] = useState(() => defaultChoice(STATEMENT_DEFAULT_FILTER));
  const [cause, setCause] = useState(0);
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const q = useStatement(choice);

  const rows = useMemo(
    () =>
      (q.data ?? []).filter(
        (m) => (cause === 0 || m.id_applField === cause) && (tab === 'all' || (tab === 'income' ? m.importoField > 0 : m.importoField < 0)),
      ),
    [q.data, cause, tab],
  );
  const view = paginate(rows, page, STATEMENT_PAGE_SIZE);

  if (config.data?.modules.ConsentiSoloPrelievo) {
    return (
      <section className="page bets">
        <h1>Estratto Conto</h1>
        <p className="empty-state">Funzione non disponibile per il tuo conto</p>
      </section>
    );
  }
  return (
    <section className="page bets">
      <header className="bets__head">
        <h1>Estratto Conto</h1>
        <nav className="bets__links" aria-label="Collegamenti">
          <Link to={paths.ricarica}>Ricarica</Link>
          <Link to={paths.prelievo}>Prelievo</Link>
          <Link to={paths.giocoConsapevole}>Gioco Responsabile</Link>
        </nav>
      </header>

      <div role="tablist" aria-label="Movimenti" className="tab-bar">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`st-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="st-panel"
            className="tab-bar__tab"
            onClick={() => {
              setTab(t.id);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>

      <form className="bets-filter" aria-label="Filtri" onSubmit={(e) => e.preventDefault()}>
        <DateFilter
          value={choice}
          onChange={(c) => {
            setChoice(c);
            setPage(1);
          }}
        />
        <div className="field">
          <label htmlFor="st-cause">Causale</label>
          <select
            id="st-cause"
            value={cause}
            onChange={(e) => {
              setCause(Number(e.target.value));
              setPage(1);
            }}
          >
            {CAUSE_FILTERS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {q.dataUpdatedAt > 0 && (
        <p className="bets__updated" aria-live="polite">
          {T.updated}: {formatDateTime(new Date(q.dataUpdatedAt).toISOString())}
        </p>
      )}

      <div role="tabpanel" id="st-panel" aria-labelledby={`st-tab-${tab}`}>
        {listState(q, rows.length, T.statementEmpty) ?? (
          <>
            <table className="bets-table">
              <caption className="sr-only">Movimenti del conto</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Causale</th>
                  <th scope="col">Ticket</th>
                  <th scope="col" className="bets-table__num">
                    Importo
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((m, i) => (
                  <tr key={`${m.dataField}-${m.id_ticketField}-${i}`}>
                    <td data-label="Data">{formatDateTime(m.dataField)}</td>
                    <td data-label="Causale">{m.causaleField}</td>
                    <td data-label="Ticket" className="bets-table__code">
                      {m.id_ticketField ?? '—'}
                    </td>
                    <td data-label="Importo" className={`bets-table__num ${m.importoField < 0 ? 'is-out' : 'is-in'}`}>
                      {m.importoField > 0 ? '+' : ''}
                      {formatCents(m.importoField)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={view.page} pages={view.pages} onPage={setPage} label="Pagine dei movimenti" />
          </>
        )}
      </div>
    </section>
  );
}
