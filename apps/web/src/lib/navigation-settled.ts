/**
 * Whether the router shows the address last navigated to. The router loads a page's modules before
 * it shows the page (app/app-router.tsx), so `navigate()` returns before the page has changed; code
 * that must act after the change (leave an account page, then end the session, so the login guard
 * does not send the player to the login form) waits for this.
 */
let pending = false;
const waiters: (() => void)[] = [];

/** The router was asked for a new address. */
export function navigationStarted(): void {
  pending = true;
}

/** The router shows the address last asked for. */
export function navigationShown(): void {
  pending = false;
  for (const resolve of waiters.splice(0)) resolve();
}

/** Resolves once the router shows the address last navigated to (at once when nothing is pending). */
export function navigationSettled(): Promise<void> {
  return pending ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
}
