import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { TBettingPrint } from '@betsite/contract/bets';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { isShareToken, PRINT_DIALOG_DELAY_MS } from '@betsite/domain/bets';
import { formatCents } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session-store.ts';
import * as betsCalls from '@betsite/contract/calls/bets';
import { callApi } from '../../../lib/call-api.ts';
import { LineOdds, odds } from '../components/line-odds.tsx';
import '../bets-print.css';

/**
 * /ticket-print/{aamscode} (document 3 §2): open to everyone, with the session or the auth query
 * parameter — a one-use print token from TicketPrintToken, or the share token of a 'Condividi' link,
 * never a session token (issue 32); light theme while shown; the print dialog opens 1 s after the
 * data, except on a shared link (its reader came to look).
 */
export default function TicketPrintPage() {
  const { aamscode = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const auth = search.get('auth');
  const [state, setState] = useState<{ print: TBettingPrint } | { error: string } | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    root.dataset.theme = 'light';
    return () => {
      if (before === undefined) delete root.dataset.theme;
      else root.dataset.theme = before;
    };
  }, []);

  useEffect(() => {
    if (!token && !auth) {
      setState({ error: T.printAuth });
      return;
    }
    let live = true;
    // A refusal (no such ticket of the player's) is the print error; a 401 asks to log in.
    // The link's token goes even with a session: a shared link shows the sharer's ticket to anyone signed in.
    callApi(betsCalls.TicketPrint, { query: { id: aamscode, auth: auth ?? undefined } })
      .then((d) => live && setState({ print: d.BettingPrint }))
      .catch((err: { status?: number }) => live && setState({ error: err.status === 401 ? T.printAuth : T.printError }));
    return () => {
      live = false;
    };
  }, [aamscode, auth, token]);

  const ready = state !== null && 'print' in state;
  const shared = auth !== null && isShareToken(auth);
  useEffect(() => {
    if (!ready || shared) return;
    const timer = setTimeout(() => window.print(), PRINT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, shared]);

  if (state === null) return <p className="ticket-print__loading">Caricamento…</p>;
  if ('error' in state) {
    return (
      <section className="ticket-print ticket-print--error">
        <p className="notice notice--error" role="alert">
          {state.error}
        </p>
        <button type="button" className="btn btn--outline" onClick={() => navigate(-1)}>
          Indietro
        </button>
      </section>
    );
  }
  const p = state.print;
  const lines = p.SysElementiBiglietto.length > 0 ? p.SysElementiBiglietto : p.ElementiBiglietto;
  return (
    <article className="ticket-print" aria-labelledby="tp-title">
      <header className="ticket-print__head">
        <h1 id="tp-title">Scontrino di gioco</h1>
        <p>
          {p.Gioco} · {p.Piattaforma}
        </p>
        <p className="ticket-print__code">Codice AAMS {p.AAMSCode}</p>
        <p>
          {p.Date} {p.Time} · Stato: {p.Stato}
        </p>
      </header>
      {lines.length > 0 && (
        <table className="ticket-print__lines">
          <caption className="sr-only">Avvenimenti</caption>
          <thead>
            <tr>
              <th scope="col">Avvenimento</th>
              <th scope="col">Scommessa</th>
              <th scope="col">Esito</th>
              <th scope="col">Quota</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.OutcomeId_hash}>
                <td>
                  {l.Descr_avv}
                  <br />
                  <small>
                    {l.Group_Name} · {l.Data}
                  </small>
                </td>
                <td>{l.Descr_scomm}</td>
                <td>
                  {l.Descr_esito}
                  {l.Fissa ? ' (F)' : ''}
                </td>
                <td>
                  <LineOdds line={l} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="ticket-print__totals">
        {p.SysElementiSistema.map((s) => (
          <div key={s.Sistema}>
            <dt>Sistema {s.Sistema}</dt>
            <dd>
              {s.Num_combinazioni} × {formatCents(s.Importo_scomm)}
            </dd>
          </div>
        ))}
        <div>
          <dt>Importo</dt>
          <dd>{formatCents(p.Importo)}</dd>
        </div>
        {p.QuotaTotale > 0 && (
          <div>
            <dt>Quota totale</dt>
            <dd>{odds(p.QuotaTotale)}</dd>
          </div>
        )}
        {p.SysVincitaPotMin > 0 && (
          <div>
            <dt>Vincita potenziale minima</dt>
            <dd>{formatCents(p.SysVincitaPotMin)}</dd>
          </div>
        )}
        <div>
          <dt>Vincita</dt>
          <dd>{formatCents(p.Vincita)}</dd>
        </div>
        <div>
          <dt>Bonus</dt>
          <dd>{formatCents(p.Bonus)}</dd>
        </div>
        <div className="ticket-print__total">
          <dt>Totale</dt>
          <dd>{formatCents(p.Totale)}</dd>
        </div>
      </dl>
      <div className="ticket-print__actions">
        <button type="button" className="btn btn--outline" onClick={() => navigate(-1)}>
          Indietro
        </button>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Stampa
        </button>
      </div>
    </article>
  );
}
