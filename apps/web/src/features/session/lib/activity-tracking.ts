import { sessionStorageArea, useSession } from '../../../lib/session-store.ts';
import { ACTIVITY_EVENTS, ActivityClock } from './activity-clock.ts';
import { sessionTabs } from './tab-sync.ts';

let clock: ActivityClock | null = null;
/** This page's activity clock, counting from the page's load. */
export const activityClock = (): ActivityClock =>
  (clock ??= new ActivityClock(sessionStorageArea, Date.now, Math.round(globalThis.performance?.timeOrigin ?? Date.now())));

let tracking = false;

/**
 * Counts the player's inputs from the moment the page's scripts run: on a page the server drew, the
 * app draws at the first press or key, but reading, moving the pointer and scrolling before that are
 * activity too. Each counted input is written for the other tabs (ActivityClock) and announced to them
 * (TabSync), which ends a warning they may show at once. Idempotent.
 */
export function startActivityTracking(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  const onInput = () => {
    const betsession = useSession.getState().betsession;
    if (activityClock().input(betsession) && betsession) sessionTabs().activity(betsession);
  };
  for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onInput, { capture: true, passive: true });
}
