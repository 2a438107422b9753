import { useMemo, useState } from 'react';
import type { TRankingData } from '@betsite/contract/ranking';
import { RANKING_PAGE_SIZE } from '@betsite/contract/ranking-codes';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { dateFilterRange, type DateFilterId } from '@betsite/domain/bets';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { SelectField } from '../../../ui/form-controls.tsx';
import { PageButtons } from '../../../ui/page-buttons.tsx';

const STATES = [
  { value: 'all', label: 'Tutti' },
  { value: 'valid', label: 'Validi per la conversione' },
  { value: 'star', label: 'Non convertibili (*)' },
];
/**
 * The statement's date filters (ids of `dateFilterRange`), so the same label means the same days:
 * Italian calendar days, 'Ultimo mese' the month to date, not rolling 24-hour spans.
 */
const DATES = [
  { value: 'all', label: 'Tutte le date' },
  { value: '0', label: 'Oggi' },
  { value: '2', label: 'Ultima settimana' },
  { value: '3', label: 'Ultimo mese' },
];

/** Estratto conto (§2): movements 5 per page with 5 page buttons, the '*' rule and its footer, the totals of valid points. */
export function MovementsPanel({ data }: { data: TRankingData }) {
  const [state, setState] = useState('all');
  const [period, setPeriod] = useState('all');
  const [game, setGame] = useState('all');
  const [page, setPage] = useState(0);
  const games = useMemo(() => [...new Set(data.Movimenti.map((m) => m.Gioco).filter((g): g is string => g !== null))].sort(), [data.Movimenti]);
  // Worked out at each render, not memoised: a panel left open past Italian midnight moves to the new day.
  const range = period === 'all' ? null : dateFilterRange(Number(period) as DateFilterId, new Date());
  const inRange = (at: number) => !range || (at >= range.from.getTime() && at < range.to.getTime());
  const rows = data.Movimenti.filter(
    (m) => (state === 'all' || (state === 'valid') === m.Convertibile) && (game === 'all' || m.Gioco === game) && inRange(Date.parse(m.InsDate)),
  );
  const pages = Math.max(1, Math.ceil(rows.length / RANKING_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * RANKING_PAGE_SIZE, (current + 1) * RANKING_PAGE_SIZE);
  const filter = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(0);
  };

  return (
    <section aria-labelledby="ranking-movements-title">
      <h2 id="ranking-movements-title">{T.tabMovimenti}</h2>
      <div className="ranking-filters">
        <SelectField label="Stato" value={state} onChange={filter(setState)} options={STATES} />
        <SelectField label="Data" value={period} onChange={filter(setPeriod)} options={DATES} />
        <SelectField
          label="Gioco"
          value={game}
          onChange={filter(setGame)}
          options={[{ value: 'all', label: 'Tutti i giochi' }, ...games.map((g) => ({ value: g, label: g }))]}
        />
      </div>
      {rows.length === 0 ? (
        <p className="empty-state">{T.empty}</p>
      ) : (
        <>
          <ul className="ranking-movements">
            {shown.map((m) => (
              <li key={m.Id} className="ranking-movement">
                <div>
                  <p className="ranking-movement__reason">
                    {m.CausaleDescription}
                    {!m.Convertibile && <span aria-label="non valido per il conteggio dei punti convertibili"> *</span>}
                  </p>
                  <p className="ranking-movement__date">{formatDateTime(m.InsDate)}</p>
                  {m.Conversion_BonusName && (
                    <p className="ranking-movement__bonus">
                      {m.Conversion_BonusName}
                      {m.Conversion_BonusValue !== null ? ` · ${formatCents(m.Conversion_BonusValue)}` : ''}
                    </p>
                  )}
                  {m.Description && <p className="ranking-movement__desc">{m.Description}</p>}
                </div>
                <p className={`ranking-movement__points${m.Points > 0 ? ' ranking-movement__points--plus' : ''}`}>
                  {m.Points > 0 ? '+' : ''}
                  {m.Points.toLocaleString('it-IT')} pt
                  {m.Conversion_InsteadOf !== null && (
                    <span className="ranking-movement__instead">
                      invece di <s>{m.Conversion_InsteadOf.toLocaleString('it-IT')} pt</s>
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
          <PageButtons page={current} pages={pages} onPage={setPage} label="Pagine dei movimenti" />
        </>
      )}
      <p className="ranking-footnote">{T.footnote}</p>
      {data.TotalePunti.length > 0 && (
        <table className="ranking-totals">
          <caption>Punti validi per gioco</caption>
          <thead>
            <tr>
              <th scope="col">Gioco</th>
              <th scope="col">Punti validi</th>
            </tr>
          </thead>
          <tbody>
            {data.TotalePunti.map((t) => (
              <tr key={t.Name}>
                <th scope="row">{t.Name}</th>
                <td>{t.TotalePunteggioEffettivoValido.toLocaleString('it-IT')} pt</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
