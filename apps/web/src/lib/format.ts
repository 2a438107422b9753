import { siteDateText, siteDateTimeText } from '@betsite/domain/site-clock';
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
