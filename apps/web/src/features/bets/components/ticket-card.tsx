import { useState, type MouseEvent } from 'react';
import type { TBetTicket } from '@betsite/contract/bets';
import { hasLineDetail, isExpandable, ticketDisplay } from '@betsite/domain/bets';
import { paths } from '../../../lib/paths.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { onDemand } from '../../../ui/on-demand.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import * as betsCalls from '@betsite/contract/calls/bets';
import { callApi } from '../../../lib/call-api.ts';
import { eventCountsText } from '../lib/event-counts.ts';

// A ticket's detail loads when a player first opens one (its code fetched ahead when the pointer or
// the focus reaches the button), not with the list.
const TicketDetail = onDemand(async () => ({ default: (await import('./ticket-detail.tsx')).TicketDetail }), <Loader />);
const TicketDialog = onDemand(async () => ({ default: (await import('./ticket-detail.tsx')).TicketDialog }));

const DISPLAY_TEXT = { win: 'Vincente', wait: 'In attesa', lost: 'Non vincente' } as const;

/**
 * Opens the print page in a new tab with a one-use print token: a new tab does not share this tab's
 * session when it is not remembered (sessionStorage), and the session token itself never goes into
 * a URL (issue 32). Without a token the plain link opens, which works for a remembered session.
 * The tab is opened at the click and sent to its address when the token comes: a tab opened after
 * an await is no longer the click's, and Safari blocks it as a popup.
 */
function openPrint(e: MouseEvent<HTMLAnchorElement>, ticketId: string) {
  e.preventDefault();
  const href = e.currentTarget.href;
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const go = (url: string) => {
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  };
  callApi(betsCalls.TicketPrintToken, { body: { id: ticketId } }).then(
    (d) => go(`${href}?auth=${encodeURIComponent(d.PrintToken)}`),
    () => go(href),
  );
}

/** One ticket of the bet list: expandable for casino 102/144 and sport tickets (§2), detail dialog otherwise. */
export function TicketCard({ ticket: t, onShare }: { ticket: TBetTicket; onShare: (t: TBetTicket) => void }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState(false);
  const expandable = isExpandable(t.giocoField, t.id_ticketField) && hasLineDetail(t.piattaforma2Field);
  const display = ticketDisplay(t.stato_ticket_descrField) ?? 'wait';
  const panelId = `tk-${t.id_ticketField}`;
  const ev = t.EventiSportivi;
  return (
    <li className={`bets-card bets-card--${display}`}>
      <div className="bets-card__head">
        <div className="bets-card__title">
          <span className="bets-card__game">{t.giocoDescrField}</span>
          <span className="bets-card__meta">
            {t.piattaforma2Field} · {formatDateTime(t.data_oraField)} · <span className="bets-table__code">{t.id_ticketField}</span>
          </span>
        </div>
        <span className={`bets-badge bets-badge--${display}`} title={DISPLAY_TEXT[display]}>
          {t.stato_ticket_descrField}
        </span>
      </div>
      <dl className="bets-card__money">
        <div>
          <dt>Importo</dt>
          <dd>{formatCents(t.prezzoField)}</dd>
        </div>
        <div>
          <dt>{t.stato_ticketField === 1 ? 'Vincita potenziale' : 'Vincita'}</dt>
          <dd>{formatCents(t.importo_vincitaField)}</dd>
        </div>
        {ev && (
          <div>
            <dt>Eventi</dt>
            <dd>{eventCountsText(ev)}</dd>
          </div>
        )}
      </dl>
      {t.messaggioField && <p className="bets-card__msg">{t.messaggioField}</p>}
      <div className="bets-card__actions">
        {expandable ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={open}
            aria-controls={panelId}
            onPointerEnter={TicketDetail.preload}
            onFocus={TicketDetail.preload}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Nascondi dettaglio' : 'Mostra dettaglio'}
            <span className="sr-only"> della giocata {t.id_ticketField}</span>
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onPointerEnter={TicketDialog.preload}
            onFocus={TicketDialog.preload}
            onClick={() => setDialog(true)}
          >
            Dettaglio<span className="sr-only"> della giocata {t.id_ticketField}</span>
          </button>
        )}
        {t.stato_ticketField === 1 && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onShare(t)}>
            Condividi<span className="sr-only"> la giocata {t.id_ticketField}</span>
          </button>
        )}
        {t.EventiSportivi && (
          <a
            className="btn btn--ghost btn--sm"
            href={paths.ticketPrint(t.id_ticketField)}
            target="_blank"
            rel="noreferrer"
            onClick={(e) => openPrint(e, t.id_ticketField)}
          >
            Stampa<span className="sr-only"> la giocata {t.id_ticketField}</span>
          </a>
        )}
      </div>
      {expandable && open && (
        <div id={panelId} className="bets-card__detail">
          <TicketDetail ticket={t} />
        </div>
      )}
      {dialog && <TicketDialog ticket={t} onClose={() => setDialog(false)} />}
    </li>
  );
}
