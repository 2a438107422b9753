import { useState } from 'react';
import type { TLimitPeriod } from '@betsite/contract/responsible-gaming';
import { INSIGHTS_TEXT as T } from '@betsite/contract/play-insights-texts';
import type { TAndamentoData, TAndamentoRiga } from '@betsite/contract/play-insights';
import { minutesText } from '@betsite/contract/play-limits-texts';
import { SITE_TIME_ZONE } from '@betsite/domain/site-time-zone';
import { errorText } from '../../../lib/api.ts';
import { AppLink } from '../../../lib/app-link.tsx';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { useAndamento } from '../api/rg-calls.ts';
import { signedEuro } from '../signed-euro.ts';
import '../rg.css';
import './andamento.css';

const PERIODS: TLimitPeriod[] = ['GG', 'WW', 'MM'];
const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });
const shortMonth = new Intl.DateTimeFormat('it-IT', { month: 'short', timeZone: SITE_TIME_ZONE });
const dayMonth = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', timeZone: SITE_TIME_ZONE });

/** A bucket's name: 'novembre 2026', 'settimana dal 23/11/2026', '28/11/2026'. */
function label(periodo: TLimitPeriod, r: TAndamentoRiga): string {
  const from = new Date(r.dal);
  if (periodo === 'MM') return monthName.format(from);
  if (periodo === 'WW') return `Settimana dal ${formatDate(r.dal)}`;
  return formatDate(r.dal);
}
const shortLabel = (periodo: TLimitPeriod, r: TAndamentoRiga) => (periodo === 'MM' ? shortMonth.format(new Date(r.dal)) : dayMonth.format(new Date(r.dal)));

const sum = (rows: TAndamentoRiga[], k: keyof Omit<TAndamentoRiga, 'dal' | 'al'>) => rows.reduce((a, r) => a + r[k], 0);

/** Stakes and winnings of each bucket as bars; decorative: the table below has the same numbers. */
function Chart({ data }: { data: TAndamentoData }) {
  const rows = data.righe;
  const max = Math.max(1, ...rows.flatMap((r) => [r.puntate, r.vincite]));
  const w = 100 / rows.length;
  return (
    <figure className="rg-chart" aria-hidden="true">
      <figcaption>{T.chartTitle}</figcaption>
      <div className="rg-chart__legend">
        <span className="rg-chart__key rg-chart__key--stake">{T.stakes}</span>
        <span className="rg-chart__key rg-chart__key--win">{T.wins}</span>
      </div>
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" className="rg-chart__svg">
        {rows.map((r, i) => {
          const hs = (r.puntate / max) * 48;
          const hw = (r.vincite / max) * 48;
          return (
            <g key={r.dal}>
              <rect className="rg-chart__stake" x={i * w + w * 0.12} y={50 - hs} width={w * 0.36} height={hs} />
              <rect className="rg-chart__win" x={i * w + w * 0.52} y={50 - hw} width={w * 0.36} height={hw} />
            </g>
          );
        })}
      </svg>
      <div className="rg-chart__labels">
        {rows.map((r) => (
          <span key={r.dal}>{shortLabel(data.periodo, r)}</span>
        ))}
      </div>
    </figure>
  );
}

/** /account/gioco-consapevole/andamento (issue 35): deposits, withdrawals, stakes, winnings, net result and time played per period. */
export default function AndamentoPage() {
  const [periodo, setPeriodo] = useState<TLimitPeriod>('MM');
  const q = useAndamento(periodo);
  const rows = q.data?.righe ?? [];
  return (
    <section className="page rg rg-andamento">
      <p>
        <AppLink to={paths.giocoConsapevole}>← Gioco consapevole</AppLink>
      </p>
      <h1>{T.title}</h1>
      <p className="muted">{T.intro}</p>
      <fieldset className="rg-periods">
        <legend>{T.periodLabel}</legend>
        {PERIODS.map((p) => (
          <label key={p} className="rg-periods__choice">
            <input type="radio" name="periodo" value={p} checked={periodo === p} onChange={() => setPeriodo(p)} />
            {T.periods[p]}
          </label>
        ))}
      </fieldset>
      {q.isPending ? (
        <Loader />
      ) : q.error ? (
        <p className="notice notice--error" role="alert">
          {errorText(q.error)}
        </p>
      ) : (
        q.data && (
          <>
            <Chart data={q.data} />
            <div className="rg-andamento__table">
              <table className="rg-table" data-testid="andamento-table">
                <caption>{`${T.title}: ${T.ranges[q.data.periodo].toLowerCase()}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.period}</th>
                    <th scope="col">{T.deposits}</th>
                    <th scope="col">{T.withdrawals}</th>
                    <th scope="col">{T.stakes}</th>
                    <th scope="col">{T.wins}</th>
                    <th scope="col">{T.net}</th>
                    <th scope="col">{T.time}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...rows].reverse().map((r) => (
                    <tr key={r.dal}>
                      <th scope="row">{label(q.data.periodo, r)}</th>
                      <td data-label={T.deposits}>{formatCents(r.ricariche)}</td>
                      <td data-label={T.withdrawals}>{formatCents(r.prelievi)}</td>
                      <td data-label={T.stakes}>{formatCents(r.puntate)}</td>
                      <td data-label={T.wins}>{formatCents(r.vincite)}</td>
                      <td data-label={T.net}>{signedEuro(r.risultatoNetto)}</td>
                      <td data-label={T.time}>{minutesText(r.minutiGioco)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{T.total}</th>
                    <td data-label={T.deposits}>{formatCents(sum(rows, 'ricariche'))}</td>
                    <td data-label={T.withdrawals}>{formatCents(sum(rows, 'prelievi'))}</td>
                    <td data-label={T.stakes}>{formatCents(sum(rows, 'puntate'))}</td>
                    <td data-label={T.wins}>{formatCents(sum(rows, 'vincite'))}</td>
                    <td data-label={T.net}>{signedEuro(sum(rows, 'risultatoNetto'))}</td>
                    <td data-label={T.time}>{minutesText(sum(rows, 'minutiGioco'))}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )
      )}
    </section>
  );
}
