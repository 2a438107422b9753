import { StatusModal } from '../../features/account/shell.ts';
import { NotificationBadge, NotificationCenter } from '../../features/notifications/shell.ts';
import { RealityCheck } from '../../features/responsible-gaming/shell.ts';
import { IdleWatcher } from '../../features/session/shell.ts';

/**
 * What only a logged-in player's pages carry around the page, in one module: the browser fetches it
 * as one chunk, not as a dozen small ones of a few hundred bytes each (every one a request, and
 * compressed on its own). Loaded through player-shell-parts.tsx, never with a visitor's page.
 */
export { NotificationBadge, NotificationCenter };

/** The watchers that draw nothing until they must: idle warning, reality check, account status. */
export function PlayerWatchers() {
  return (
    <>
      <IdleWatcher />
      <RealityCheck />
      <StatusModal />
    </>
  );
}
