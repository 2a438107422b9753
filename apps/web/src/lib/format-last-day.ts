import { siteDateText } from '@betsite/domain/site-time';

/**
 * The last day a period ending at `iso` covers: a self-exclusion chosen "until 15/12" ends at Italian
 * midnight starting 16/12, and the player reads 15/12; an end within a day is that day. A module of
 * its own: format.ts is on every page that shows a date, this on the two that show an exclusion.
 */
export function formatLastDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const end = new Date(iso);
  return Number.isNaN(end.getTime()) ? '' : siteDateText(new Date(end.getTime() - 1));
}
