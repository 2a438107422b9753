import { parseSiteDateTime } from '@betsite/domain/site-time';
import { BONUS_TEXT as T } from '@betsite/contract/bonus-messages';
import { fieldError } from '../../platform/errors.ts';

/**
 * The window a campaign period must lie in. A year such as 0001 or 9999 is a typo, never a plan: it
 * would list a campaign as live since forever or keep a promo code valid for ever. The lower edge is
 * a fixed date (midnight of 1 January 2000 in Italy) rather than "now", so an operator may still
 * record a campaign that began in the past; the upper edge moves with the clock.
 */
export const CAMPAIGN_EARLIEST_START = parseSiteDateTime('2000-01-01T00:00:00');
export const CAMPAIGN_MAX_YEARS_AHEAD = 10;

/** The parsed period, or a 400 on the field that is out of the window (the schema already checked end > start). */
export function campaignPeriod(startsAt: string, endsAt: string, now: Date): { startsAt: Date; endsAt: Date } {
  const start = parseSiteDateTime(startsAt);
  const end = parseSiteDateTime(endsAt);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + CAMPAIGN_MAX_YEARS_AHEAD);
  // `!(a >= b)` also refuses an Invalid Date, which compares false with everything.
  if (!(start >= CAMPAIGN_EARLIEST_START)) throw fieldError('startsAt', T.campaignStartTooEarly);
  if (!(end <= latest)) throw fieldError('endsAt', T.campaignEndTooLate);
  if (!(start < end)) throw fieldError('endsAt', T.badRange);
  return { startsAt: start, endsAt: end };
}
