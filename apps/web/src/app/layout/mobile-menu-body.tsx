import { useEffect, useRef } from 'react';
import type { TUserData } from '@betsite/contract/session';
import { AppLink } from '../../lib/app-link.tsx';
import { loopFocus } from '../../lib/focus-loop.ts';
import { paths } from '../../lib/paths.ts';
import { MAIN_NAV } from './main-nav.ts';
import { NavLink } from '../../lib/link.tsx';

const ACCOUNT_LINKS = [
  { label: 'Il mio conto', to: paths.dashboard },
  { label: 'Ricarica', to: paths.ricarica },
  { label: 'Prelievo', to: paths.prelievo },
  { label: 'Lista Prelievi', to: paths.elencoPrelievi },
  { label: 'Stato conto', to: paths.status },
];

/**
 * The phone menu's panel, loaded when the menu is first opened (or about to be: the toggle's first
 * touch or focus), not with every page: the sections and, for a logged-in player, the account
 * entries. It takes the focus when it appears, and Tab wraps inside it.
 */
export default function MobileMenuBody({ user, close }: { user: Pick<TUserData, 'username'> | null; close: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector<HTMLElement>('a[href], button')?.focus(), []);
  const items = (links: readonly { label: string; to: string }[]) =>
    links.map((n) => (
      <li key={n.to}>
        <NavLink to={n.to} end onClick={close}>
          {n.label}
        </NavLink>
      </li>
    ));
  return (
    <div ref={ref} className="mobile-menu__body" onKeyDown={(e) => loopFocus(e, e.currentTarget)}>
      <div className="mobile-menu__head">
        <span className="mobile-menu__title">Menu</span>
        <button type="button" className="icon-button" aria-label="Chiudi il menu" onClick={close}>
          ×
        </button>
      </div>
      <nav aria-label="Sezioni">
        <ul className="mobile-menu__list">{items(MAIN_NAV)}</ul>
      </nav>
      {user ? (
        <nav aria-label="Il tuo conto">
          <p className="mobile-menu__group">{user.username}</p>
          <ul className="mobile-menu__list">
            {items(ACCOUNT_LINKS)}
            <li>
              <AppLink to={paths.logout} onClick={close}>
                Esci
              </AppLink>
            </li>
          </ul>
        </nav>
      ) : (
        <div className="mobile-menu__actions">
          <AppLink to={paths.login} className="btn btn--outline" onClick={close}>
            Accedi
          </AppLink>
          <AppLink to={paths.registration} className="btn btn--primary" onClick={close}>
            Registrati
          </AppLink>
        </div>
      )}
    </div>
  );
}
