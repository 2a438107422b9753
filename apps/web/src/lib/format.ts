import { romeWallClock } from '@betsite/domain/rome-clock';
import { SITE_TIME_ZONE } from '@betsite/domain/site-time-zone';
export { formatCents, formatTwoDecimals } from '@betsite/domain/money';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates are shown DD/MM/YYYY HH:mm (document 3 §9), on Italy's clock whatever the device's zone:
 * the site's times are Italian (the server's texts and limits use them too), and a page the server
 * draws shows the same time as the app drawing it afterwards in the browser.
 */
function italianParts(d: Date): { date: string; time: string } {
  const wall = romeWallClock(d);
  if (wall)
    return {
      date: `${pad(wall.getUTCDate())}/${pad(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
      time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    };
  // Outside the years of the EU rule (romeWallClock): Intl's time-zone data.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', {
      timeZone: SITE_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const { date, time } = italianParts(d);
  return `${date} ${time}`;
}
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : italianParts(d).date;
}
