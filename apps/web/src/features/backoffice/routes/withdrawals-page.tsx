import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WITHDRAWAL_STATES, WITHDRAWAL_STATE_LABELS, type TQueuedWithdrawal } from '@betsite/contract/backoffice';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { parseEuroToCents } from '@betsite/domain/money';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../../ui/form-controls.tsx';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { accountStateLabel } from '../components/labels.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { checkPayout, downloadWithdrawalsCsv, fetchWithdrawals, payWithdrawal, refuseWithdrawal, type QueueQuery } from '../api/calls.ts';
import { can, useBackofficeSession } from '../api/session.ts';
import { ConfirmDialog, ReasonDialog } from '../components/reason-dialog.tsx';
import { toItalianInput } from '../components/italian-time-input.ts';
import { ActionNoticeBox, type ActionNotice } from '../components/action-notice.tsx';
import { PayoutCloseDialog, type PayoutOutcome } from '../components/payout-close-dialog.tsx';
import { Link } from '../../../lib/link.tsx';

const PAGE_SIZE = 50;
const pages = (totale: number) => Math.max(1, Math.ceil(totale / PAGE_SIZE));

interface FilterForm {
  stato: string;
  metodo: string;
  min: string;
  max: string;
  etaOre: string;
}
const EMPTY: FilterForm = { stato: 'pending', metodo: '', min: '', max: '', etaOre: '' };

function toQuery(f: FilterForm): { query?: QueueQuery; errors: Partial<Record<keyof FilterForm, string>> } {
  const errors: Partial<Record<keyof FilterForm, string>> = {};
  const cents = (v: string, k: 'min' | 'max') => {
    if (!v.trim()) return undefined;
    const c = parseEuroToCents(v);
    if (c === null) errors[k] = 'Importo non valido';
    return c ?? undefined;
  };
  const min = cents(f.min, 'min');
  const max = cents(f.max, 'max');
  if (min !== undefined && max !== undefined && min > max) errors.min = "L'importo minimo non può superare il massimo";
  let etaOre: number | undefined;
  if (f.etaOre.trim()) {
    etaOre = Number(f.etaOre);
    if (!Number.isInteger(etaOre) || etaOre < 0) errors.etaOre = 'Età non valida';
  }
  if (Object.keys(errors).length) return { errors };
  return { errors, query: { stato: (f.stato || undefined) as QueueQuery['stato'], metodo: f.metodo || undefined, min, max, etaOre } };
}

/** What the payout provider was asked and answered: who, since when, its reference, how many calls, the last error. */
function PayoutFacts({ w }: { w: TQueuedWithdrawal }) {
  return (
    <div className="bo-muted">
      Circuito {w.fornitore}
      {w.inPagamentoDal && ` · dal ${formatDateTime(w.inPagamentoDal)}`}
      {w.riferimentoFornitore && ` · rif. ${w.riferimentoFornitore}`}
      {` · ${w.tentativi === 1 ? '1 chiamata' : `${w.tentativi} chiamate`}`}
      {w.erroreFornitore && <div role="note">Ultimo errore: {w.erroreFornitore}</div>}
    </div>
  );
}

/** The withdrawal queue: filter, page through, pay, refuse with a reason, export what is shown as CSV, and the payouts stuck with their provider. */
/** A provisional account: its documents are still to be approved, so paying needs the operator's explicit confirmation. */
const provisional = (w: TQueuedWithdrawal) => w.statoConto === ACCOUNT_STATE.PROVISIONAL;
/** The account and documents state an operator sees before paying. */
const accountFacts = (w: TQueuedWithdrawal) => `Conto: ${accountStateLabel(w.statoConto)} · Documenti: ${w.documentiApprovati ? 'approvati' : 'non approvati'}`;

export default function WithdrawalsPage() {
  const operator = useBackofficeSession((s) => s.session?.operator);
  const [form, setForm] = useState<FilterForm>(EMPTY);
  const [applied, setApplied] = useState<QueueQuery>({ stato: 'pending' });
  const [errors, setErrors] = useState<Partial<Record<keyof FilterForm, string>>>({});
  const [paying, setPaying] = useState<TQueuedWithdrawal | null>(null);
  const [provisionalOk, setProvisionalOk] = useState(false);
  const [provisionalError, setProvisionalError] = useState<string | undefined>();
  const [refusing, setRefusing] = useState<TQueuedWithdrawal | null>(null);
  const [closing, setClosing] = useState<{ w: TQueuedWithdrawal; esito: PayoutOutcome } | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['bo', 'withdrawals', applied], queryFn: () => fetchWithdrawals(applied) });
  const done = (text: string) => {
    setNotice({ tone: 'success', text });
    void qc.invalidateQueries({ queryKey: ['bo', 'withdrawals'] });
  };
  const pay = useMutation({
    mutationFn: (w: TQueuedWithdrawal) => payWithdrawal(w.ticket, provisional(w) && provisionalOk),
    // Paid at once (by hand or by the provider), or handed to the provider, whose answer comes later.
    onSuccess: (message, w) => done(message === BACKOFFICE_TEXT.withdrawalPaid ? `Prelievo ${w.ticket} pagato.` : `Prelievo ${w.ticket}: ${message}`),
    onError: (err) => setNotice({ tone: 'error', text: errorText(err) }),
    onSettled: () => closePay(),
  });
  const openPay = (w: TQueuedWithdrawal) => {
    setProvisionalOk(false);
    setProvisionalError(undefined);
    setPaying(w);
  };
  const closePay = () => setPaying(null);
  const confirmPay = () => {
    if (!paying) return;
    if (provisional(paying) && !provisionalOk) return setProvisionalError('Conferma che vuoi pagare un conto provvisorio');
    pay.mutate(paying);
  };
  const check = useMutation({
    mutationFn: (w: TQueuedWithdrawal) => checkPayout(w.ticket),
    onSuccess: (message, w) => done(`Prelievo ${w.ticket}: ${message}`),
    onError: (err) => setNotice({ tone: 'error', text: errorText(err) }),
  });
  const decide = can(operator, 'withdrawals.decide');
  // The queue comes 50 rows a page (QUEUE_PAGE_SIZE on the server); beyond the first, pages were out of reach.
  const page = Number(applied.pagina ?? 1) || 1;
  const goTo = (n: number) => setApplied((a) => ({ ...a, pagina: n }));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const { query, errors: errs } = toQuery(form);
    setErrors(errs);
    if (query) setApplied(query);
  };
  const exportCsv = async () => {
    try {
      const blob = await downloadWithdrawalsCsv(applied);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      // Today as in Italy (the UTC date is yesterday's until 1 or 2 a.m.).
      a.download = `prelievi-${toItalianInput(new Date()).slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };
  // Payouts a provider has not finished after the reconciliation's wait: the job keeps asking, an operator looks.
  const showStuck = () => {
    setForm({ ...EMPTY, stato: '' });
    setErrors({});
    setApplied({ bloccati: 'true' });
  };
  const set = (k: keyof FilterForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <section aria-labelledby="bo-wd-title">
      <h1 id="bo-wd-title">Prelievi</h1>
      <form className="bo-filters" onSubmit={apply} noValidate aria-label="Filtra i prelievi">
        <SelectField
          label="Stato"
          value={form.stato}
          onChange={set('stato')}
          placeholder="Tutti"
          options={WITHDRAWAL_STATES.map((s) => ({ value: s, label: WITHDRAWAL_STATE_LABELS[s] }))}
        />
        <SelectField
          label="Metodo"
          value={form.metodo}
          onChange={set('metodo')}
          placeholder="Tutti"
          options={(q.data?.metodi ?? []).map((m) => ({ value: m, label: m }))}
        />
        <Field label="Importo minimo (€)" inputMode="decimal" value={form.min} onChange={set('min')} error={errors.min} />
        <Field label="Importo massimo (€)" inputMode="decimal" value={form.max} onChange={set('max')} error={errors.max} />
        <Field label="In attesa da almeno (ore)" inputMode="numeric" value={form.etaOre} onChange={set('etaOre')} error={errors.etaOre} />
        <div className="bo-filters__actions">
          <button type="submit" className="btn btn--primary">
            Filtra
          </button>
          <button type="button" className="btn btn--outline" onClick={exportCsv}>
            Esporta CSV
          </button>
          <button type="button" className="btn btn--outline" onClick={showStuck}>
            Pagamenti bloccati
          </button>
        </div>
      </form>
      <ActionNoticeBox notice={notice} />
      {q.isPending ? (
        <Loader />
      ) : q.isError ? (
        <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />
      ) : (
        <>
          <p className="bo-muted" aria-live="polite">
            {q.data.totale === 1 ? '1 prelievo' : `${q.data.totale} prelievi`}
            {pages(q.data.totale) > 1 ? ` · pagina ${page} di ${pages(q.data.totale)}` : ''}
          </p>
          <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Elenco dei prelievi">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">Ticket</th>
                  <th scope="col">Richiesto</th>
                  <th scope="col">Giocatore</th>
                  <th scope="col">Metodo</th>
                  <th scope="col" className="num">
                    Importo
                  </th>
                  <th scope="col">Stato</th>
                  <th scope="col">Azioni</th>
                </tr>
              </thead>
              <tbody>
                {q.data.righe.map((w) => (
                  <tr key={w.id}>
                    <td>{w.ticket}</td>
                    <td>{formatDateTime(w.richiestoIl)}</td>
                    <td>
                      {can(operator, 'players.read') ? <Link to={`/backoffice/giocatori/${w.userId}`}>{w.username}</Link> : w.username}
                      <div className="bo-muted">
                        {w.nome} {w.cognome}
                      </div>
                      <div className={provisional(w) || !w.documentiApprovati ? 'bo-warning' : 'bo-muted'}>{accountFacts(w)}</div>
                    </td>
                    <td>
                      {w.metodo}
                      <div className="bo-muted">{w.destinazione}</div>
                    </td>
                    <td className="num">{formatCents(w.importo)}</td>
                    <td>
                      {WITHDRAWAL_STATE_LABELS[w.stato]}
                      {w.motivo && <div className="bo-muted">{w.motivo}</div>}
                      {w.fornitore && <PayoutFacts w={w} />}
                    </td>
                    <td>
                      {w.stato === 'pending' && decide ? (
                        <div className="bo-actions">
                          <button type="button" className="btn btn--primary btn--sm" onClick={() => openPay(w)} aria-label={`Paga ${w.ticket}`}>
                            Paga
                          </button>
                          <button type="button" className="btn btn--outline btn--sm" onClick={() => setRefusing(w)} aria-label={`Rifiuta ${w.ticket}`}>
                            Rifiuta
                          </button>
                        </div>
                      ) : (w.stato === 'sending' || w.stato === 'sent') && decide ? (
                        <div className="bo-actions">
                          <button
                            type="button"
                            className="btn btn--outline btn--sm"
                            onClick={() => check.mutate(w)}
                            disabled={check.isPending}
                            aria-label={`Verifica il pagamento ${w.ticket}`}
                          >
                            Verifica ora
                          </button>
                          {/* The provider answered with an error: once its panel says how it ended, the operator closes it. */}
                          {w.erroreFornitore && (
                            <>
                              <button
                                type="button"
                                className="btn btn--outline btn--sm"
                                onClick={() => setClosing({ w, esito: 'pagato' })}
                                aria-label={`Chiudi come pagato ${w.ticket}`}
                              >
                                Pagato
                              </button>
                              <button
                                type="button"
                                className="btn btn--outline btn--sm"
                                onClick={() => setClosing({ w, esito: 'non_pagato' })}
                                aria-label={`Chiudi come non pagato ${w.ticket}`}
                              >
                                Non pagato
                              </button>
                            </>
                          )}
                        </div>
                      ) : (
                        <span className="bo-muted">{w.decisoDa ? `${formatDateTime(w.decisoIl)} · ${w.decisoDa}` : '—'}</span>
                      )}
                    </td>
                  </tr>
                ))}
                {q.data.righe.length === 0 && (
                  <tr>
                    <td colSpan={7}>Nessun prelievo con questi filtri.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {pages(q.data.totale) > 1 && (
            <nav className="bo-pager" aria-label="Pagine dei prelievi">
              <button type="button" className="btn btn--outline btn--sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Precedenti
              </button>
              <span>
                Pagina {page} di {pages(q.data.totale)}
              </span>
              <button type="button" className="btn btn--outline btn--sm" disabled={page >= pages(q.data.totale)} onClick={() => goTo(page + 1)}>
                Successive
              </button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog open={paying !== null} title="Pagare il prelievo?" confirmLabel="Paga" onCancel={closePay} onConfirm={confirmPay}>
        {paying && (
          <>
            <p>
              {paying.ticket}: {formatCents(paying.importo)} a {paying.nome} {paying.cognome} ({paying.metodo}, {paying.destinazione}).
            </p>
            <p className={provisional(paying) || !paying.documentiApprovati ? 'notice notice--warning' : 'bo-muted'}>{accountFacts(paying)}</p>
            {provisional(paying) && (
              <CheckField
                label="Il conto è provvisorio: confermo di voler pagare comunque (resta nel registro)"
                checked={provisionalOk}
                onChange={(e) => {
                  setProvisionalOk(e.target.checked);
                  setProvisionalError(undefined);
                }}
                error={provisionalError}
              />
            )}
          </>
        )}
      </ConfirmDialog>
      <PayoutCloseDialog
        closing={closing}
        onCancel={() => setClosing(null)}
        onClosed={(text) => {
          done(text);
          setClosing(null);
        }}
      />
      <ReasonDialog
        open={refusing !== null}
        title="Rifiutare il prelievo?"
        intro={refusing ? `${refusing.ticket}: ${formatCents(refusing.importo)} tornano sul conto di ${refusing.username}. Il motivo resta nel registro.` : ''}
        confirmLabel="Rifiuta"
        onCancel={() => setRefusing(null)}
        onConfirm={async (reason) => {
          await refuseWithdrawal(refusing!.ticket, reason);
          done(`Prelievo ${refusing!.ticket} rifiutato: l'importo è tornato al giocatore.`);
          setRefusing(null);
        }}
      />
    </section>
  );
}
