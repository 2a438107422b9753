/**
 * When the player was last active before the app started, if not just now. A page drawn for a
 * player starts the app at the first input, or without one once its own work is due (main.tsx):
 * started that way, the player has been idle since the page loaded, and the idle clock (document 1
 * §4) counts from then, not from the app's start.
 */
let idleSince: number | null = null;

/** The app starts with no input since the page loaded. */
export function noteIdleSincePageLoad(): void {
  idleSince = Math.round(performance.timeOrigin);
}

/** The idle clock's starting point for the watcher's first run, once; later runs (a login) start from now. */
export function takeIdleSince(now: number): number {
  const since = idleSince ?? now;
  idleSince = null;
  return Math.min(since, now);
}
