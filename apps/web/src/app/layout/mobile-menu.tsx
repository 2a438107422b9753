import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { AppLink } from '../../lib/app-link.tsx';
import { useSession } from '../../lib/session-store.ts';
import { paths } from '../../lib/paths.ts';
import { MAIN_NAV } from './main-nav.ts';

const ACCOUNT_LINKS = [
  { label: 'Il mio conto', to: paths.dashboard },
  { label: 'Ricarica', to: paths.ricarica },
  { label: 'Prelievo', to: paths.prelievo },
  { label: 'Lista Prelievi', to: paths.elencoPrelievi },
  { label: 'Stato conto', to: paths.status },
];

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The phone navigation: a button that opens a side panel with the main sections and, for a logged-in
 * player, the account entries. The panel is a modal <dialog> (the rest of the page is inert); Tab
 * wraps inside it, Escape and the backdrop close it, and focus goes back to the button. Memoised:
 * it reads the session itself, and the header around it re-renders with every balance update.
 */
export const MobileMenu = memo(function MobileMenu() {
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    if (!open && d.open) {
      d.close();
      button.current?.focus();
    }
  }, [open]);

  const trapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <span className="sr-only">Menu</span>
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu-panel"
        className="mobile-menu__panel"
        aria-label="Menu"
        onKeyDown={trapTab}
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
        // A click on the backdrop lands on the <dialog> itself.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
      >
        {open && (
          <div className="mobile-menu__body">
            <div className="mobile-menu__head">
              <span className="mobile-menu__title">Menu</span>
              <button type="button" className="icon-button" aria-label="Chiudi il menu" onClick={() => setOpen(false)}>
                ×
              </button>
            </div>
            <nav aria-label="Sezioni">
              <ul className="mobile-menu__list">
                {MAIN_NAV.map((n) => (
                  <li key={n.to}>
                    <NavLink to={n.to} end onClick={() => setOpen(false)}>
                      {n.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {user ? (
              <nav aria-label="Il tuo conto">
                <p className="mobile-menu__group">{user.username}</p>
                <ul className="mobile-menu__list">
                  {ACCOUNT_LINKS.map((n) => (
                    <li key={n.to}>
                      <NavLink to={n.to} end onClick={() => setOpen(false)}>
                        {n.label}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <AppLink to={paths.logout} onClick={() => setOpen(false)}>
                      Esci
                    </AppLink>
                  </li>
                </ul>
              </nav>
            ) : (
              <div className="mobile-menu__actions">
                <AppLink to={paths.login} className="btn btn--outline" onClick={() => setOpen(false)}>
                  Accedi
                </AppLink>
                <AppLink to={paths.registration} className="btn btn--primary" onClick={() => setOpen(false)}>
                  Registrati
                </AppLink>
              </div>
            )}
          </div>
        )}
      </dialog>
    </div>
  );
});
