import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { TBetTicket, TSportDetail } from '@betsite/contract/bets';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { CASH_GAME_ID, hasLineDetail, isSportTicketId, lotteryType, TICKET_STATUS } from '@betsite/domain/bets';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { LineOdds, odds } from './line-odds.tsx';
import { addToCart } from '../../../lib/cart-handoff.ts';
import * as betsCalls from '@betsite/contract/calls/bets';
import { callResult } from '../../../lib/call-api.ts';

const ESITO_TEXT = { Pending: 'In attesa', Win: 'Vincente', Lose: 'Perdente', Void: 'Annullato' } as const;

type Loaded =
  | { kind: 'sport'; d: TSportDetail }
  | { kind: 'casino'; d: Record<string, string | number | null> }
  | { kind: 'cash'; d: Record<string, unknown> }
  | { kind: 'gv'; d: { ricevutaUrl: string; replayData: Record<string, string> } }
  | { kind: 'lottery'; d: { concorso: string; estrazione: string; numeri: number[]; ruote: string[]; vincenti: number[] } }
  | { kind: 'none' };

/** Which detail call a ticket has (document 3 §7), by its game id, platform and id; null when the call refused. */
async function loadDetail(t: TBetTicket): Promise<Loaded | null> {
  const id = t.id_ticketField;
  // The casino game ids first: a casino code may hold the letters DF or FB of the sport rule.
  if (t.giocoField === 102 || t.giocoField === 144) {
    const r = await callResult(betsCalls.EL_LoadTicketPSQF, { query: { idTicket: id, gameId: t.giocoField } });
    return r.ok ? { kind: 'casino', d: r.data } : null;
  }
  if (isSportTicketId(id)) {
    const r = await callResult(betsCalls.EL_dettaglio_ticket_psqf, { query: { idTicket: id } });
    return r.ok ? { kind: 'sport', d: r.data } : null;
  }
  if (t.giocoField === CASH_GAME_ID) {
    const r = await callResult(betsCalls.EL_getInfoTicketCash, { query: { idTicket: id } });
    return r.ok && r.data.esitoField.returnCodeField === 0 ? { kind: 'cash', d: r.data } : null;
  }
  if (t.piattaforma2Field === 'GV') {
    const r = await callResult(betsCalls.EL_GetGrattaVinci_Dettagli, { query: { ticket: id } });
    return r.ok ? { kind: 'gv', d: r.data } : null;
  }
  if (['LOTTO', '10ELOTTO', 'MILLIONDAY'].includes(t.piattaforma2Field)) {
    const r = await callResult(betsCalls.EL_Lotterie_Dettagli, { query: { ticket: id, type: lotteryType(id) } });
    return r.ok ? { kind: 'lottery', d: r.data } : null;
  }
  return { kind: 'none' };
}

/** A casino session's outcome: open, refunded (a push, as the list says) or the server's VINCENTE / NON VINCENTE. */
function casinoOutcome(t: TBetTicket, d: Record<string, string | number | null>): string {
  if (!d.finesessioneField) return 'In corso';
  return t.stato_ticketField === TICKET_STATUS.REFUNDED ? t.stato_ticket_descrField : String(d.statoField);
}

/** The detail of one ticket; an HTTP error or a non-zero code shows the specification's alert. */
export function TicketDetail({ ticket }: { ticket: TBetTicket }) {
  const [state, setState] = useState<Loaded | 'loading' | 'error'>('loading');
  useEffect(() => {
    let live = true;
    loadDetail(ticket)
      .then((d) => {
        if (!live) return;
        if (!d) {
          setState('error');
          showDialog({ title: T.attention, text: T.detailError, tone: 'error' });
        } else setState(d);
      })
      .catch(() => {
        if (!live) return;
        setState('error');
        showDialog({ title: T.attention, text: T.detailError, tone: 'error' });
      });
    return () => {
      live = false;
    };
  }, [ticket]);

  if (state === 'loading') return <Loader />;
  if (state === 'error' || state.kind === 'none') return <p className="bets-detail__none">{T.noDetail}</p>;
  if (state.kind === 'sport') {
    const d = state.d;
    return (
      <div className="bets-detail">
        <table className="bets-lines">
          <caption className="sr-only">Avvenimenti della giocata {d.id_ticketField}</caption>
          <thead>
            <tr>
              <th scope="col">Avvenimento</th>
              <th scope="col">Scommessa</th>
              <th scope="col">Esito</th>
              <th scope="col" className="bets-table__num">
                Quota
              </th>
              <th scope="col">Risultato</th>
            </tr>
          </thead>
          <tbody>
            {d.Elementi_biglietto.map((l) => (
              <tr key={l.OutcomeId_hash}>
                <td data-label="Avvenimento">
                  {/* One box: on a phone the cell is a label/value row, and the three lines stay one value. */}
                  <span className="bets-lines__event">
                    <span className="bets-lines__group">{l.Group_Name}</span>
                    {l.Descr_avv}
                    <span className="bets-lines__date">{l.Data}</span>
                  </span>
                </td>
                <td data-label="Scommessa">{l.Descr_scomm}</td>
                <td data-label="Esito">
                  {l.Descr_esito}
                  {l.Fissa ? ' (F)' : ''}
                </td>
                <td data-label="Quota" className="bets-table__num">
                  <LineOdds line={l} />
                </td>
                <td data-label="Risultato">
                  <span className={`bets-esito bets-esito--${l.Esito.toLowerCase()}`}>{ESITO_TEXT[l.Esito]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="bets-facts">
          <div>
            <dt>Tipo</dt>
            <dd>
              {d.tipo === 'singola' ? 'Singola' : d.tipo === 'multipla' ? 'Multipla' : 'Sistema'}
              {d.live ? ' Live' : ''}
            </dd>
          </div>
          {d.Elementi_sistema.map((s) => (
            <div key={s.Sistema}>
              <dt>Sistema {s.Sistema}</dt>
              <dd>
                {s.Num_combinazioni} combinazioni × {formatCents(s.Importo_scomm)}
              </dd>
            </div>
          ))}
          <div>
            <dt>Quota totale</dt>
            <dd>{odds(d.QuotaTotale)}</dd>
          </div>
          <div>
            <dt>Vincita potenziale</dt>
            <dd>{formatCents(d.VincitaPotenziale)}</dd>
          </div>
        </dl>
        <ReplayButton hashes={d.Elementi_biglietto.map((l) => l.OutcomeId_hash)} code={d.id_ticketField} />
      </div>
    );
  }
  if (state.kind === 'casino') {
    const d = state.d;
    return (
      <dl className="bets-facts">
        <div>
          <dt>Gioco</dt>
          <dd>{String(d.giocoField)}</dd>
        </div>
        <div>
          <dt>Inizio sessione</dt>
          <dd>{formatDateTime(String(d.iniziosessioneField))}</dd>
        </div>
        <div>
          <dt>Fine sessione</dt>
          <dd>{d.finesessioneField ? formatDateTime(String(d.finesessioneField)) : 'In corso'}</dd>
        </div>
        <div>
          <dt>Puntate</dt>
          <dd>{formatCents(Number(d.betField))}</dd>
        </div>
        <div>
          <dt>Vincite</dt>
          <dd>{formatCents(Number(d.winField))}</dd>
        </div>
        <div>
          <dt>Esito</dt>
          <dd>{casinoOutcome(ticket, d)}</dd>
        </div>
        <div>
          <dt>Sessione AAMS</dt>
          <dd>{String(d.sessioneAAMSField)}</dd>
        </div>
      </dl>
    );
  }
  if (state.kind === 'cash') {
    const d = state.d;
    return (
      <dl className="bets-facts">
        <div>
          <dt>Gioco</dt>
          <dd>{String(d.giocoField ?? '')}</dd>
        </div>
        <div>
          <dt>Mani giocate</dt>
          <dd>{String(d.giocateField)}</dd>
        </div>
        <div>
          <dt>Esito</dt>
          <dd>{String(d.esitoGiocoField ?? '')}</dd>
        </div>
        <div>
          <dt>Vincita</dt>
          <dd>{formatCents(Number(d.vincitaField))}</dd>
        </div>
      </dl>
    );
  }
  if (state.kind === 'gv') {
    return (
      <dl className="bets-facts">
        <div>
          <dt>Concorso</dt>
          <dd>{state.d.replayData.concorso}</dd>
        </div>
        <div>
          <dt>Transazione</dt>
          <dd>{state.d.replayData.idtransazione}</dd>
        </div>
        <div>
          <dt>Ricevuta</dt>
          <dd>
            <a href={state.d.ricevutaUrl} target="_blank" rel="noreferrer">
              Apri la ricevuta
            </a>
          </dd>
        </div>
      </dl>
    );
  }
  const d = state.d;
  return (
    <dl className="bets-facts">
      <div>
        <dt>Concorso</dt>
        <dd>
          {d.concorso} – {d.estrazione}
        </dd>
      </div>
      {d.ruote.length > 0 && (
        <div>
          <dt>Ruota</dt>
          <dd>{d.ruote.join(', ')}</dd>
        </div>
      )}
      <div>
        <dt>Numeri giocati</dt>
        <dd>{d.numeri.join(' · ')}</dd>
      </div>
      <div>
        <dt>Numeri vincenti</dt>
        <dd>{d.vincenti.length ? d.vincenti.join(' · ') : '—'}</dd>
      </div>
    </dl>
  );
}

/** 'Rigioca': the ticket's selections go into the slip and the football prematch page opens (document 3 §4). */
function ReplayButton({ hashes, code }: { hashes: string[]; code: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      onClick={() => {
        addToCart(hashes);
        void navigate(paths.scommesseSport('calcio'));
      }}
    >
      Rigioca<span className="sr-only"> la giocata {code}</span>
    </button>
  );
}

/** The games whose detail the dialog shows besides those with line detail (document 3 §2). */
const DETAILED_GAMES = ['LOTTO', '10ELOTTO', 'MILLIONDAY', 'GV'];

/**
 * A ticket's detail in a dialog, for the tickets that do not expand in place. Here beside the detail
 * so that both load as one chunk when a player first opens one (ticket-card.tsx).
 */
export function TicketDialog({ ticket: t, onClose }: { ticket: TBetTicket; onClose: () => void }) {
  return (
    <Modal open title={`Giocata ${t.id_ticketField}`} onClose={onClose} size="md">
      {hasLineDetail(t.piattaforma2Field) || DETAILED_GAMES.includes(t.piattaforma2Field) ? <TicketDetail ticket={t} /> : <p>Dettaglio non disponibile</p>}
    </Modal>
  );
}
