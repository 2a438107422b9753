import { useId, useState } from 'react';
import { VIP_TEXT as T } from '@betsite/contract/vip-club-messages';
import { errorText } from '../../../lib/api.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useStatement } from '../api/vip-calls.ts';
import { PrevNextPager } from '../../../ui/page-buttons.tsx';

/**
 * The points statement (§2): date, reason, platform, amount played, amount per point, points and
 * running balance, newest first, a page at a time; optionally filtered by platform type.
 */
export function PointsStatement({
  subscriptionId,
  pageSize,
  platforms,
}: {
  subscriptionId: number;
  pageSize: number;
  platforms?: { PlatformType_Id: number; PlatformType_Name: string }[];
}) {
  const [page, setPage] = useState(0);
  const [platformId, setPlatformId] = useState(0);
  const filterId = useId();
  const q = useStatement({ skip: page * pageSize, take: pageSize, subscriptionId, platformId });
  const pages = Math.max(1, Math.ceil((q.data?.Total ?? 0) / pageSize));
  return (
    <div className="vip-statement">
      {platforms && (
        <div className="field vip-statement__filter">
          <label htmlFor={filterId}>Piattaforma</label>
          <select
            id={filterId}
            value={platformId}
            onChange={(e) => {
              setPlatformId(Number(e.target.value));
              setPage(0);
            }}
          >
            <option value={0}>Tutte</option>
            {platforms.map((p) => (
              <option key={p.PlatformType_Id} value={p.PlatformType_Id}>
                {p.PlatformType_Name}
              </option>
            ))}
          </select>
        </div>
      )}
      {q.isPending ? (
        <Loader />
      ) : q.error ? (
        <p className="notice notice--error">{errorText(q.error)}</p>
      ) : q.data.Movimenti.length === 0 ? (
        <p className="empty-state">{T.emptyMovements}</p>
      ) : (
        <div className="vip-table-wrap" tabIndex={0} role="region" aria-label="Movimenti punti">
          <table className="vip-table">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Causale</th>
                <th scope="col">Piattaforma</th>
                <th scope="col" className="num">
                  Importo giocato
                </th>
                <th scope="col" className="num">
                  Importo per punto
                </th>
                <th scope="col" className="num">
                  Punti
                </th>
                <th scope="col" className="num">
                  Saldo punti
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.Movimenti.map((m) => (
                <tr key={m.Id}>
                  <td data-label="Data">{formatDateTime(m.Reference_Date)}</td>
                  <td data-label="Causale">
                    <span>
                      {m.Causal_Description}
                      {(m.CasinoGameName || m.Notes) && <span className="vip-table__note">{m.CasinoGameName ?? m.Notes}</span>}
                    </span>
                  </td>
                  <td data-label="Piattaforma">{m.Platform_Description}</td>
                  <td data-label="Importo giocato" className="num">
                    {m.Amount ? formatCents(m.Amount) : '—'}
                  </td>
                  <td data-label="Importo per punto" className="num">
                    {m.AmountPerPoint ? formatCents(m.AmountPerPoint) : '—'}
                  </td>
                  <td data-label="Punti" className={`num ${m.Points > 0 ? 'vip-points--plus' : m.Points < 0 ? 'vip-points--minus' : ''}`}>
                    {m.Points > 0 ? '+' : ''}
                    {m.Points} pt
                  </td>
                  <td data-label="Saldo punti" className="num">
                    {m.RunningBalance} pt
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PrevNextPager page={page} pages={pages} onPage={setPage} label="Pagine dei movimenti punti" />
    </div>
  );
}
