import { useId } from 'react';
import { BET_DATE_FILTERS, customMonths, DATE_FILTERS, PAGINATION_BLOCK, type DateFilterId } from '@betsite/domain/bets';
import { MONTHS, pageBlock, type DateChoice } from '../lib/ranges.ts';

/**
 * The date filter of the statement and the bet list (§4): 0–4 and 6 'Personalizzato' (year and month,
 * last 5 years); the bet list also 5, the last 59 days.
 */
export function DateFilter({ value, onChange, list = 'statement' }: { value: DateChoice; onChange: (c: DateChoice) => void; list?: 'statement' | 'bets' }) {
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
          {(list === 'bets' ? BET_DATE_FILTERS : DATE_FILTERS).map((f) => (
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

/**
 * The pager (§9): first, previous block, previous, the block's pages, next, next block, last. At a
 * phone's width the page numbers take their own row above the jumps.
 */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  const nums = pageBlock(page, pages, PAGINATION_BLOCK);
  const first = nums[0]!;
  const last = nums[nums.length - 1]!;
  const jump = (text: string, name: string, to: number, disabled: boolean) => (
    <button type="button" className="btn btn--ghost btn--sm" disabled={disabled} onClick={() => onPage(to)} aria-label={name}>
      {text}
    </button>
  );
  return (
    <nav className="bets-pager" aria-label={label}>
      {jump('«', 'Prima pagina', 1, page === 1)}
      {jump('…', 'Blocco precedente', Math.max(1, first - PAGINATION_BLOCK), first === 1)}
      {jump('‹', 'Pagina precedente', page - 1, page === 1)}
      <span className="bets-pager__pages">
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
      </span>
      {jump('›', 'Pagina successiva', page + 1, page === pages)}
      {jump('…', 'Blocco successivo', last + 1, last === pages)}
      {jump('»', 'Ultima pagina', pages, page === pages)}
    </nav>
  );
}
