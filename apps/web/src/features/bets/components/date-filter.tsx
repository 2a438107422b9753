import { useId } from 'react';
import { customMonths, DATE_FILTERS, PAGINATION_BLOCK, type DateFilterId } from '@betsite/domain/bets';
import { MONTHS, pageBlock, type DateChoice } from '../lib/ranges.ts';

/** The date filter of the statement and the bet list (§4): 0–4 and 6 'Personalizzato' (year and month, last 5 years). */
export function DateFilter({ value, onChange }: { value: DateChoice; onChange: (c: DateChoice) => void }) {
  const id = useId();
  const months = customMonths(new Date());
  const years = [...new Set(months.map((m) => m.year))];
  const monthsOfYear = months
    .filter((m) => m.year === value.year)
    .map((m) => m.month)
    .sort((a, b) => a - b);
  return (
    <div className="bets-filter__dates">
      <div className="field">
        <label htmlFor={`${id}-p`}>Periodo</label>
        <select id={`${id}-p`} value={value.filter} onChange={(e) => onChange({ ...value, filter: Number(e.target.value) as DateFilterId })}>
          {DATE_FILTERS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {value.filter === 6 && (
        <>
          <div className="field">
            <label htmlFor={`${id}-y`}>Anno</label>
            <select
              id={`${id}-y`}
              value={value.year}
              onChange={(e) => {
                const year = Number(e.target.value);
                const ok = months.filter((m) => m.year === year).map((m) => m.month);
                onChange({ ...value, year, month: ok.includes(value.month) ? value.month : ok[0]! });
              }}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-m`}>Mese</label>
            <select id={`${id}-m`} value={value.month} onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}>
              {monthsOfYear.map((m) => (
                <option key={m} value={m}>
                  {MONTHS[m - 1]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}

export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  const nums = pageBlock(page, pages, PAGINATION_BLOCK);
  return (
    <nav className="bets-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page === 1} onClick={() => onPage(page - 1)} aria-label="Pagina precedente">
        ‹
      </button>
      {nums.map((n) => (
        <button
          key={n}
          type="button"
          className="btn btn--ghost btn--sm"
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          aria-label={`Pagina ${n}`}
        >
          {n}
        </button>
      ))}
      <button type="button" className="btn btn--ghost btn--sm" disabled={page === pages} onClick={() => onPage(page + 1)} aria-label="Pagina successiva">
        ›
      </button>
    </nav>
  );
}
