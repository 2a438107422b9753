import { siteDateText, siteDateTimeText } from '@betsite/domain/site-time';
export { formatCents, formatTwoDecimals } from '@betsite/domain/money';

/**
 * Dates are shown DD/MM/YYYY HH:mm (document 3 §9), on Italy's clock whatever the device's zone:
 * the site's times are Italian (the server's texts and limits use them too), and a page the server
 * draws shows the same time as the app drawing it afterwards in the browser.
 */
function shown(iso: string | null | undefined, text: (at: Date) => string): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : text(d);
}

export const formatDateTime = (iso: string | null | undefined): string => shown(iso, siteDateTimeText);
export const formatDate = (iso: string | null | undefined): string => shown(iso, siteDateText);
/**
 * The last day a period ending at `iso` covers: a self-exclusion chosen "until 15/12" ends at Italian
 * midnight starting 16/12, and the player reads 15/12; an end within a day is that day.
 */
export const formatLastDay = (iso: string | null | undefined): string => shown(iso, (end) => siteDateText(new Date(end.getTime() - 1)));
