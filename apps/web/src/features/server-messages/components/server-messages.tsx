import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MESSAGE_TRIGGER } from '@betsite/contract/server-message-rules';
import type { TServerMessage } from '@betsite/contract/server-messages';
import { paths } from '../../../lib/paths.ts';
import { loadSanitizer } from '../../../lib/load-sanitizer.ts';
import { useIsLoggedIn, useSession } from '../../../lib/session-store.ts';
import { canShow, onPage, pick } from '../lib/message-rules.ts';
import { messagesKey, useServerMessages } from '../store.ts';
import '../server-messages.css';

// The popup and the banner load only when a message is to be shown, with the HTML sanitiser
// (≈ 11 KB gzip, lib/sanitize-html.ts) their body needs, so the body is there when the box opens.
const MessageBanner = lazy(() => Promise.all([import('./message-banner.tsx'), loadSanitizer()]).then(([m]) => ({ default: m.MessageBanner })));
const MessagePopup = lazy(() => Promise.all([import('./message-popup.tsx'), loadSanitizer()]).then(([m]) => ({ default: m.MessagePopup })));

/**
 * Server messages (document 2): trigger 1 for visitors, 2 for players, 3 right after logging out;
 * template 1 as a popup, 2 as a bottom banner; each shown once per session, within its view cap,
 * only on its SpecificPage when it has one.
 */
export function ServerMessages() {
  const ready = useSession((s) => s.ready);
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  // Selectors, not the whole store: the actions are stable, so the effects below do not loop.
  const cache = useServerMessages((x) => x.cache);
  const views = useServerMessages((x) => x.views);
  const shownIds = useServerMessages((x) => x.shown);
  const pendingAfterLogout = useServerMessages((x) => x.afterLogout);
  const { ensure, recordView, setLastPage, takeAfterLogout } = useServerMessages.getState();
  const trigger = loggedIn ? MESSAGE_TRIGGER.Logged : MESSAGE_TRIGGER.NotLogged;

  useEffect(() => {
    if (pathname !== paths.logout) setLastPage(pathname);
  }, [pathname, setLastPage]);
  useEffect(() => {
    // Fetched when the logged state is known and again, past the 15-minute cache, on navigation.
    if (ready) void ensure(trigger, pathname);
  }, [ready, trigger, pathname, ensure]);

  const afterLogout = useMemo(() => (loggedIn ? [] : pendingAfterLogout), [loggedIn, pendingAfterLogout]);
  const list = useMemo(() => (afterLogout.length ? afterLogout : (cache[messagesKey(trigger, pathname)]?.list ?? [])), [afterLogout, cache, trigger, pathname]);
  const shown = useMemo(() => new Set(shownIds), [shownIds]);
  const [popup, setPopup] = useState<TServerMessage | null>(null);
  const [banner, setBanner] = useState<TServerMessage | null>(null);

  useEffect(() => {
    // Not on the logout page: it loads the home as a new document, where the before-logout messages show.
    if (!ready || pathname === paths.logout) return;
    // Trigger-3 messages were matched against the page the player left, so any page suits them.
    const page = afterLogout.length ? (list[0]?.SpecificPage ?? pathname) : pathname;
    const next = pick(list, page, views, shown);
    if (!popup && next.popup && canShow(next.popup, views, shown)) {
      setPopup(next.popup);
      recordView(next.popup.Id);
    }
    if (!banner && next.banner && canShow(next.banner, views, shown)) {
      setBanner(next.banner);
      recordView(next.banner.Id);
    }
  }, [ready, list, pathname, popup, banner, views, shown, afterLogout.length, recordView]);

  // A banner tied to a page leaves with it (a trigger-3 banner stays until closed).
  useEffect(() => {
    if (banner && !afterLogout.length && !onPage(banner, pathname)) setBanner(null);
  }, [banner, pathname, afterLogout.length]);

  return (
    <>
      {popup && (
        <Suspense fallback={null}>
          <MessagePopup
            message={popup}
            onClose={() => {
              takeAfterLogout(popup.Id);
              setPopup(null);
            }}
          />
        </Suspense>
      )}
      {banner && (
        <Suspense fallback={null}>
          <MessageBanner
            message={banner}
            onClose={() => {
              takeAfterLogout(banner.Id);
              setBanner(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
