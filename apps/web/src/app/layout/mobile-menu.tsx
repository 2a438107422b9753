import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/session-store.ts';

// The panel's code loads with the first opening, or just before it (the toggle's first touch or focus).
const loadBody = () => import('./mobile-menu-body.tsx');
const MobileMenuBody = lazy(loadBody);

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
      // The panel focuses its first entry when it appears (mobile-menu-body.tsx).
      d.showModal();
    }
    if (!open && d.open) {
      d.close();
      button.current?.focus();
    }
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => setOpen(true)}
        onPointerDown={() => void loadBody()}
        onFocus={() => void loadBody()}
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
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
        // A click on the backdrop lands on the <dialog> itself.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
      >
        {open && (
          <Suspense fallback={null}>
            <MobileMenuBody user={user} close={() => setOpen(false)} />
          </Suspense>
        )}
      </dialog>
    </div>
  );
});
