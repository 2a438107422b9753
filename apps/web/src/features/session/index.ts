/** What other features may use of the session area (everything else in the folder is its own business). */
export { useBalance, useInvalidateBalance } from './api/use-balance.ts';
export { checkAuth } from './api/session-calls.ts';
export { acceptTerms, resendEmailConfirmation } from './api/player-session-calls.ts';
// For the app shell: the session's always-mounted pieces and the start-up sync.
export { RequireAuth } from './components/require-auth.tsx';
export { beginSessionCheck, SessionBootstrap } from './components/session-bootstrap.tsx';
export { SessionEndedNotice } from './components/session-ended-notice.tsx';
// The flush: for a call whose answer depends on the stored settings (the games lobby's hidden games).
export { flushClientSettings, startClientSettingsSync } from './client-settings-sync.ts';
export { startActivityTracking } from './lib/activity-tracking.ts';
export { renewalsSettled } from './lib/renew-once.ts';
export { hideElementPermanently, useIsHidden, type HiddenElement } from './hidden-elements.ts';
