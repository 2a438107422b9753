import { useState } from 'react';
import { VIP_TICKETS_PAGE } from '@betsite/contract/vip-sport-codes';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime, formatTwoDecimals } from '../../../lib/format.ts';
import { Modal } from '../../../ui/modal.tsx';
import { PageButtons } from '../../../ui/page-buttons.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useVipDetail, useVipDetailOpen, useVipPoints } from '../api/vip-sport-calls.ts';

const ok = (v: boolean) => (v ? '✓' : '✗');
const okLabel = (v: boolean) => (v ? 'requisito rispettato' : 'requisito non rispettato');

/** Processed tickets of a period (GetVIPDetail), 10 a page, with each ticket's checks. */
export function ProcessedTicketsModal({ query, onClose }: { query: { VipProfiloId: number; ElaborazioneId: number } | null; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const detail = useVipDetail(query, page);
  return (
    <Modal open={query !== null} title="Schedine elaborate" size="md" onClose={onClose}>
      {detail.isPending ? (
        <Loader />
      ) : detail.error ? (
        <p className="notice notice--error">{errorText(detail.error)}</p>
      ) : detail.data.Items.length === 0 ? (
        <p className="empty-state">Non sono stati trovati elementi.</p>
      ) : (
        <>
          <div className="vip-table-wrap" tabIndex={0} role="region" aria-label="Tabella delle schedine elaborate">
            <table className="vip-table">
              <caption className="sr-only">Schedine elaborate del periodo</caption>
              <thead>
                <tr>
                  <th scope="col">Schedina</th>
                  <th scope="col">Data</th>
                  <th scope="col">Importo</th>
                  <th scope="col">Quota</th>
                  <th scope="col">Eventi</th>
                  <th scope="col">Esito</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.Items.map((t) => (
                  <tr key={t.BettingId}>
                    <th scope="row">{t.AAMSCode}</th>
                    <td>{formatDateTime(t.DateTime)}</td>
                    <td>
                      {formatCents(t.Crediti)} <span aria-label={okLabel(t.AmountBetOk)}>{ok(t.AmountBetOk)}</span>
                    </td>
                    <td>
                      {formatTwoDecimals(t.Quota)} (min {formatTwoDecimals(t.OddMin)}) <span aria-label={okLabel(t.OddMinOk)}>{ok(t.OddMinOk)}</span>
                    </td>
                    <td>
                      {t.eventi} (min {t.NumEventsMin}) <span aria-label={okLabel(t.EventsMinOk)}>{ok(t.EventsMinOk)}</span>
                    </td>
                    <td>{t.Vinto ? `Vinta ${formatCents(t.Win)}` : 'Persa'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageButtons page={page} pages={Math.ceil(detail.data.Total / VIP_TICKETS_PAGE)} onPage={setPage} label="Pagine delle schedine elaborate" />
        </>
      )}
    </Modal>
  );
}

/** Tickets of a period still waiting for a result (GetVIPDetailOpen). */
export function OpenTicketsModal({ query, onClose }: { query: { VipProfiloId: number; ExecutionTimeId: number } | null; onClose: () => void }) {
  const open = useVipDetailOpen(query);
  return (
    <Modal open={query !== null} title="Schedine aperte" size="md" onClose={onClose}>
      {open.isPending ? (
        <Loader />
      ) : open.error ? (
        <p className="notice notice--error">{errorText(open.error)}</p>
      ) : open.data.length === 0 ? (
        <p className="empty-state">Non sono stati trovati elementi.</p>
      ) : (
        <ul className="vip-open-list">
          {open.data.map(({ Betting: b }) => (
            <li key={b.AAMSCode}>
              <strong>{b.AAMSCode}</strong> · {formatDateTime(b.DateTime)} · {formatCents(b.Crediti)} · quota {formatTwoDecimals(b.Quota)} · {b.EventiValidi}{' '}
              eventi validi · ultimo evento {formatDateTime(b.Scadenza)} · {b.LastStato.Name}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** VIP points of a profile (GetPuntiList) with the total. */
export function PointsModal({ profile, onClose }: { profile: { id: number; name: string } | null; onClose: () => void }) {
  const points = useVipPoints(profile?.id ?? null);
  return (
    <Modal open={profile !== null} title={`Punti VIP · ${profile?.name ?? ''}`} onClose={onClose}>
      {points.isPending ? (
        <Loader />
      ) : points.error ? (
        <p className="notice notice--error">{errorText(points.error)}</p>
      ) : (
        <>
          <p>
            Totale: <strong>{points.data.TotalBalance} pt</strong>
          </p>
          {points.data.PuntiList.length === 0 ? (
            <p className="empty-state">Non sono disponibili dati</p>
          ) : (
            <ul className="vip-open-list">
              {points.data.PuntiList.map((r) => (
                <li key={r.InsDate + r.Vip_Elaborazione_CalcDate}>
                  {formatDateTime(r.InsDate)} · {r.Vip_CausalePunti.Descrizione} (periodo al {formatDateTime(r.Vip_Elaborazione_CalcDate)}) ·{' '}
                  <strong>{r.Punti} pt</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
