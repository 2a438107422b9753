import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../ui/field.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fetchAudit, type AuditQuery } from '../api/calls.ts';
import { fromItalianInput } from '../components/italian-time-input.ts';
import { Link } from '../../../lib/link.tsx';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** A day of the period filter (YYYY-MM-DD, Italian days) → the instant it starts, and the last instant of the day it ends. */
const periodStart = (day: string) => fromItalianInput(day) ?? undefined;
function periodEnd(day: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1)).toISOString().slice(0, 10);
  const start = fromItalianInput(next);
  return start ? new Date(new Date(start).getTime() - 1).toISOString() : undefined;
}

/** The audit log: every operator action, newest first, filtered by operator, player, action and period. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = {
    operatore: params.get('operatore') || undefined,
    giocatore: params.get('giocatore') ? Number(params.get('giocatore')) : undefined,
    azione: params.get('azione') || undefined,
    dal: periodStart(params.get('dal') ?? ''),
    al: periodEnd(params.get('al') ?? ''),
    pagina: Number(params.get('pagina') ?? 1) || 1,
  };
  const [form, setForm] = useState({
    operatore: query.operatore ?? '',
    giocatore: params.get('giocatore') ?? '',
    azione: query.azione ?? '',
    dal: params.get('dal') ?? '',
    al: params.get('al') ?? '',
  });
  const [error, setError] = useState<string | undefined>();
  const [periodError, setPeriodError] = useState<string | undefined>();
  const q = useQuery({ queryKey: ['bo', 'audit', query], queryFn: () => fetchAudit(query) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const badPlayer = form.giocatore && !/^\d+$/.test(form.giocatore);
    const badPeriod = form.dal && form.al && form.al < form.dal;
    setError(badPlayer ? 'Indica il numero del giocatore' : undefined);
    setPeriodError(badPeriod ? 'La fine del periodo deve seguirne l’inizio' : undefined);
    if (badPlayer || badPeriod) return;
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim())));
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const page = query.pagina ?? 1;
  const goTo = (n: number) => setParams({ ...Object.fromEntries(params), pagina: String(n) });
  return (
    <section aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title">Registro attività</h1>
      <form className="bo-filters" onSubmit={submit} noValidate aria-label="Filtra il registro">
        <Field label="Operatore (nome utente)" value={form.operatore} onChange={set('operatore')} />
        <Field label="Giocatore (numero)" inputMode="numeric" value={form.giocatore} error={error} onChange={set('giocatore')} />
        <Field label="Azione (inizia con)" hint="es. withdrawal. oppure player.view" value={form.azione} onChange={set('azione')} />
        <Field label="Dal giorno" type="date" value={form.dal} onChange={set('dal')} />
        <Field label="Al giorno" type="date" value={form.al} error={periodError} onChange={set('al')} />
        <div className="bo-filters__actions">
          <button type="submit" className="btn btn--primary">
            Filtra
          </button>
        </div>
      </form>
      {q.isPending ? (
        <Loader />
      ) : q.isError ? (
        <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />
      ) : (
        <>
          <p className="bo-muted">{q.data.totale === 1 ? '1 azione registrata' : `${q.data.totale} azioni registrate`}</p>
          <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Azioni degli operatori">
            <table className="bo-table bo-table--audit">
              <thead>
                <tr>
                  <th scope="col">Quando</th>
                  <th scope="col">Operatore</th>
                  <th scope="col">Da</th>
                  <th scope="col">Azione</th>
                  <th scope="col">Oggetto</th>
                  <th scope="col">Prima</th>
                  <th scope="col">Dopo</th>
                </tr>
              </thead>
              <tbody>
                {q.data.righe.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDateTime(r.data)}</td>
                    <td>{r.operatore}</td>
                    <td>{r.ip}</td>
                    <td>{r.azione}</td>
                    <td>
                      {r.oggetto ?? '—'}
                      {r.giocatoreId && (
                        <div>
                          <Link to={`/backoffice/giocatori/${r.giocatoreId}`}>giocatore {r.giocatoreId}</Link>
                        </div>
                      )}
                    </td>
                    <td className="bo-json">{show(r.prima)}</td>
                    <td className="bo-json">{show(r.dopo)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="bo-pager" aria-label="Pagine del registro">
            <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Precedenti
            </button>
            <span>Pagina {page}</span>
            <button type="button" className="btn btn--outline btn--sm" disabled={page * 50 >= q.data.totale} onClick={() => goTo(page + 1)}>
              Successive
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
