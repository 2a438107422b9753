import { formatCents } from '@betsite/domain/money';
import { SITE_TIME_ZONE } from '@betsite/domain/site-time-zone';

/** Ends the current task so the browser can paint and handle input before the next piece of start-up. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the promise settles or after `ms`, whichever comes first (never rejects). */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}

/**
 * Loads ICU's locale and time-zone data, which the first money and the first site-clock formatter
 * otherwise load inside the task that draws a player's page (≈ 15 and 5 ms, four times that on a
 * slow phone): the header shows the balance, the withdrawal page the limits of the hour.
 */
export function warmIntlData(): void {
  formatCents(0);
  new Intl.DateTimeFormat('it-IT', { timeZone: SITE_TIME_ZONE, hour: 'numeric' }).format(0);
}
