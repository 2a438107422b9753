import { formatRtp } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TPayoutMonthly, TPayoutStatic } from '@betsite/contract/content';
import { useRtpGames } from '../api/get-rtp-games.ts';

export const MONTHLY_PAGE_URL = 'percentuali-di-vincita-mensile';

function groupBy<T>(rows: T[], key: (r: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return [...m.entries()];
}

const T = CONTENT_TEXT.payout;
const familyLabel = (r: TPayoutMonthly) => CONTENT_TEXT.families[r.famigliaField] ?? r.descrizione_famigliaField;

/** The payout-percentage component: monthly table on the monthly page, the static one anywhere else. */
export function PayoutTable({ pageUrl }: { pageUrl: string }) {
  const monthly = pageUrl === MONTHLY_PAGE_URL;
  const q = useRtpGames(monthly);
  if (!q.data?.length) return null;
  if (monthly) {
    return (
      <div className="cms-payout" data-testid="payout-monthly">
        {groupBy(q.data as TPayoutMonthly[], (r) => r.descrizione_piattaformaField).map(([platform, rows]) => (
          <div className="cms-table-wrap" key={platform}>
            <table className="cms-table">
              <caption>{platform}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.year}</th>
                  <th scope="col">{T.month}</th>
                  <th scope="col">{T.family}</th>
                  <th scope="col">{T.rtpMonth}</th>
                  <th scope="col" className="cms-table__wide">
                    {T.description}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    <td>{r.annoField}</td>
                    <td>{r.meseField}</td>
                    <td>
                      {familyLabel(r)}
                      {r.descrizione_giocoField && <span className="cms-table__narrow">{r.descrizione_giocoField}</span>}
                    </td>
                    <td className="num">{formatRtp(r.rtpField)}</td>
                    <td className="cms-table__wide">{r.descrizione_giocoField}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="cms-payout" data-testid="payout-static">
      {groupBy(q.data as TPayoutStatic[], (r) => r.Fornitore).map(([provider, rows]) => (
        <div className="cms-table-wrap" key={provider}>
          <table className="cms-table">
            <caption>{provider}</caption>
            <thead>
              <tr>
                <th scope="col">{T.game}</th>
                <th scope="col" className="cms-table__wide">
                  {T.description}
                </th>
                <th scope="col">{T.category}</th>
                <th scope="col">{T.rtp}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td>
                    {r.Nome_Gioco}
                    {/* On a phone the description sits under the name and its column hides, so the RTP fits on screen. */}
                    {r.Descrizione && <span className="cms-table__narrow">{r.Descrizione}</span>}
                  </td>
                  <td className="cms-table__wide">{r.Descrizione}</td>
                  <td>{r.Categoria}</td>
                  <td className="num">{formatRtp(r.Rtp_Txt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
