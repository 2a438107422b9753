/**
 * The back office's date and time fields are on Italy's clock, like every date it shows
 * (lib/format.ts): a campaign, a message or a content window an operator sets "dal 10:00" starts at
 * 10:00 Italian time whatever the zone of the operator's computer. `<input type="datetime-local">`
 * and `type="date"` hold a wall-clock time without a zone; these turn it into an instant and back.
 * Intl only, on purpose: importing the domain's time helpers from here would add names to the
 * site's entry chunk, which every player loads (docs/performance.md).
 */
const ZONE = 'Europe/Rome';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Italy's wall clock at an instant, as the numbers of a UTC date (so it can be subtracted). */
function wallClockMs(at: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An instant (ISO) → the value of a datetime-local field on Italy's clock ('' for none). */
export function toItalianInput(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const w = new Date(wallClockMs(at));
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * The value of a datetime-local (or date: midnight) field, read on Italy's clock → ISO instant;
 * null when empty or not a date. A time the clock skips (the spring change) lands an hour later.
 */
export function fromItalianInput(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  if (Number.isNaN(wall)) return null;
  // The offset at the instant found by assuming the offset of the wall time read as UTC; a second
  // pass settles the hours next to a change of offset.
  let at = wall - (wallClockMs(wall) - wall);
  at = wall - (wallClockMs(at) - at);
  return new Date(at).toISOString();
}
