import { Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { chromeRules } from '../paths.ts';
import { routeTitle } from '../route-titles.ts';
import { DialogHost } from '../../ui/dialogs.tsx';
import { Loader } from '../../ui/status-pages.tsx';
import { StatusModal } from '../../features/account/components/status-modal.tsx';
import { IdleWatcher } from '../../features/session/components/idle-watcher.tsx';
import { SessionBootstrap } from '../../features/session/components/session-bootstrap.tsx';
import { SessionEndedNotice } from '../../features/session/components/session-ended-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = chromeRules(pathname);
  // A layout effect runs before the pages' own effects, so a page that names itself (content, 404) wins.
  useLayoutEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);
  return (
    <div className="app" data-hide-mobile-chrome={chrome.hideMobileChrome || undefined} data-hide-desktop-header={chrome.hideDesktopHeader || undefined}>
      <SessionBootstrap />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <IdleWatcher />
      <StatusModal />
      <SessionEndedNotice />
      <DialogHost />
      <ScrollRestoration />
    </div>
  );
}
