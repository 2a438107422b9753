import { memo, Suspense, useState } from 'react';
import { AppLink } from '../../lib/app-link.tsx';
import { paths } from '../../lib/paths.ts';
import { formatCents } from '@betsite/domain/money';
import { useBalance } from '../../features/session/index.ts';
import { useSession } from '../../lib/session-store.ts';
import { NotificationBadge } from './player-shell-parts.tsx';
import { MAIN_NAV } from './main-nav.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLink } from '../../lib/link.tsx';

/**
 * The main sections on wide screens. Memoised: the header re-renders whenever the balance or the
 * session changes (several times while an account page loads), and the links need only the location.
 */
const SiteNav = memo(function SiteNav() {
  return (
    <nav className="site-nav" aria-label="Principale">
      {MAIN_NAV.map((n) => (
        <NavLink key={n.to} to={n.to} end>
          {n.label}
        </NavLink>
      ))}
    </nav>
  );
});

export function Header() {
  const user = useSession((s) => s.user);
  // While a stored token is being checked, neither 'Accedi' nor the player's items: whichever shows
  // first would be swapped for the other a moment later (a layout shift on every logged-in load).
  const checking = useSession((s) => !s.ready && s.token !== null);
  const balance = useBalance();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Vai al contenuto
      </a>
      <div className="site-header__inner">
        <MobileMenu />
        <AppLink to={paths.home} className="brand" aria-label="Betsite, vai alla home">
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#f5c542" />
            <path d="M9 8h9a5 5 0 0 1 1 9.9A5 5 0 0 1 18 28H9zm4 4v4h5a2 2 0 0 0 0-4zm0 8v4h5a2 2 0 0 0 0-4z" fill="#0b3d2e" />
          </svg>
          <span>Betsite</span>
        </AppLink>
        <SiteNav />
        <div className="site-header__actions">
          {user ? (
            <>
              <AppLink to={paths.dashboard} className="header-balance">
                <span className="header-balance__label">Saldo </span>
                <strong data-testid="header-balance">{formatCents(balance.data?.saldo ?? user.saldo)}</strong>
                <span className="sr-only"> – vai al tuo conto</span>
              </AppLink>
              <Suspense fallback={<span className="notify-bell" aria-hidden="true" />}>
                <NotificationBadge />
              </Suspense>
              <div className="account-dropdown">
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-expanded={menuOpen}
                  aria-controls="account-menu-panel"
                  onClick={() => setMenuOpen((o) => !o)}
                >
                  {user.username}
                </button>
                {menuOpen && (
                  <ul id="account-menu-panel" className="account-dropdown__panel" onClick={() => setMenuOpen(false)}>
                    <li>
                      <AppLink to={paths.dashboard}>Il mio conto</AppLink>
                    </li>
                    <li>
                      <AppLink to={paths.ricarica}>Ricarica</AppLink>
                    </li>
                    <li>
                      <AppLink to={paths.prelievo}>Prelievo</AppLink>
                    </li>
                    <li>
                      <AppLink to={paths.status}>Stato conto</AppLink>
                    </li>
                    <li>
                      <AppLink to={paths.notifiche}>Notifiche</AppLink>
                    </li>
                    <li>
                      <AppLink to={paths.userSettings}>Preferenze</AppLink>
                    </li>
                  </ul>
                )}
              </div>
              <AppLink to={paths.logout} className="btn btn--sm btn--outline header-logout">
                Esci
              </AppLink>
            </>
          ) : checking ? null : (
            <>
              <AppLink to={paths.login} className="btn btn--sm btn--outline">
                Accedi
              </AppLink>
              <AppLink to={paths.registration} className="btn btn--sm btn--primary">
                Registrati
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
