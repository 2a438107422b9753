import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../../ui/field.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fetchAudit, type AuditQuery } from '../api/calls.ts';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** The audit log: every operator action, newest first, filtered by operator, player and action. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = {
    operatore: params.get('operatore') || undefined,
    giocatore: params.get('giocatore') ? Number(params.get('giocatore')) : undefined,
    azione: params.get('azione') || undefined,
    pagina: Number(params.get('pagina') ?? 1) || 1,
  };
  const [form, setForm] = useState({ operatore: query.operatore ?? '', giocatore: params.get('giocatore') ?? '', azione: query.azione ?? '' });
  const [error, setError] = useState<string | undefined>();
  const q = useQuery({ queryKey: ['bo', 'audit', query], queryFn: () => fetchAudit(query) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.giocatore && !/^\d+$/.test(form.giocatore)) return setError('Indica il numero del giocatore');
    setError(undefined);
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
