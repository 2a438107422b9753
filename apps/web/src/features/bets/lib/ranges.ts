import { customMonths, dateFilterRange, type DateFilterId } from '@betsite/domain/bets';

/** A period of the statement or the bet list, as the legacy calls name its two days. */
export interface Range {
  dateda: string;
  datea: string;
}

export interface DateChoice {
  filter: DateFilterId;
  year: number;
  month: number;
}

/**
 * The call's dateda/datea for a filter choice at `now`: Italian midnights, so 'Oggi' is today's Rome
 * calendar day. Worked out when the list is read (in the queryFn), never kept from when the page opened.
 */
export function rangeOf(c: DateChoice, list: 'statement' | 'bets', now = new Date()): Range {
  const r = dateFilterRange(c.filter, now, { year: c.year, month: c.month, list });
  return { dateda: r.from.toISOString(), datea: r.to.toISOString() };
}

export function defaultChoice(filter: DateFilterId, now = new Date()): DateChoice {
  const m = customMonths(now)[0]!;
  return { filter, year: m.year, month: m.month };
}

export const MONTHS = ['Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno', 'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre'];

/** Splits a list into pages of `size`; the pager shows blocks of `block` page buttons (§9). */
export function paginate<T>(rows: T[], page: number, size: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const p = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((p - 1) * size, p * size), pages, page: p };
}
export function pageBlock(page: number, pages: number, block: number): number[] {
  const start = Math.floor((page - 1) / block) * block + 1;
  return Array.from({ length: Math.min(block, pages - start + 1) }, (_, i) => start + i);
}
