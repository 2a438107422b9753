import { useEffect } from 'react';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { TReservation } from '@betsite/contract/bets';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime, formatTwoDecimals } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import * as betsCalls from '@betsite/contract/calls/bets';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { callApi } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { useEventRows, useReservations } from '../api/bets-calls.ts';
import { betsKeys } from '../api/bets-keys.ts';
import { addToCart } from '../../../lib/cart-handoff.ts';

/** 'Prenotate': the player's reservations with their events, the expired-event message and delete. */
export function Reservations() {
  const q = useReservations(true);
  const failed = q.isError;
  useEffect(() => {
    if (failed) showDialog({ title: T.attentionBang, text: T.reservationsError, tone: 'error' });
  }, [failed]);
  if (q.isPending) return <Loader />;
  // A refusal is the list's own error; an HTTP or network failure says what happened.
  if (failed) return <p className="notice notice--error">{q.error instanceof Refusal ? T.reservationsError : errorText(q.error)}</p>;
  const list = q.data ?? [];
  if (list.length === 0) return <p className="empty-state">{T.listEmpty}</p>;
  return (
    <ul className="bets-cards">
      {list.map((r) => (
        <ReservationCard key={r.Id} r={r} />
      ))}
    </ul>
  );
}

function ReservationCard({ r }: { r: TReservation }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const hashes = r.Detail.map((d) => d.OutcomeId_hash);
  const events = useEventRows(hashes, true);
  const expired = (events.data ?? []).some((e) => e.Scaduto);
  const remove = useMutation({
    mutationFn: (input: CallInput<typeof betsCalls.DeleteBetReserved>) => callApi(betsCalls.DeleteBetReserved, input),
    onSuccess: () => showDialog({ title: 'Operazione conclusa', text: T.reservationDeleted, tone: 'success' }),
    onError: (err) => showDialog({ title: T.attentionBang, text: err.message || T.reservationNotFound, tone: 'error' }),
    onSettled: () => qc.invalidateQueries({ queryKey: betsKeys.reserved }),
  });
  return (
    <li className="bets-card">
      <div className="bets-card__head">
        <div className="bets-card__title">
          <span className="bets-card__game">
            Prenotazione {r.ShortCode}
            {r.IsSystem ? ' (Sistema)' : ''}
          </span>
          <span className="bets-card__meta">{formatDateTime(r.DateTime)}</span>
        </div>
        <span className="bets-badge bets-badge--wait">{formatCents(r.Crediti)}</span>
      </div>
      {expired && <p className="notice notice--warning">{T.reservationExpired}</p>}
      {events.isPending ? (
        <Loader />
      ) : (
        <ul className="bets-events">
          {(events.data ?? []).map((e) => (
            <li key={e.OutcomeId_hash} className={e.Scaduto ? 'is-expired' : undefined}>
              <span className="bets-lines__group">{e.Group_Name}</span> {e.Descr_avv} — {e.Descr_scomm}: <strong>{e.Descr_esito}</strong> @{' '}
              {formatTwoDecimals(e.Quota / 100)}
              <span className="bets-lines__date">{formatDateTime(e.Data)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="bets-card__actions">
        {!expired && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              // A single or a multiple goes with the stake it was booked at; a system's stake is per combination, so the slip's own.
              addToCart(hashes, r.IsSystem ? undefined : r.Crediti);
              showDialog({ title: 'Operazione completata', text: T.cartAdded, tone: 'success' });
              // The slip of the sport pages reads the hand-off (docs/sportsbook.md).
              void navigate(paths.scommesseSport('calcio'));
            }}
          >
            Inserisci nel carrello<span className="sr-only"> la prenotazione {r.ShortCode}</span>
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--sm" disabled={remove.isPending} onClick={() => remove.mutate({ query: { Id: r.Id } })}>
          Elimina<span className="sr-only"> la prenotazione {r.ShortCode}</span>
        </button>
      </div>
    </li>
  );
}
