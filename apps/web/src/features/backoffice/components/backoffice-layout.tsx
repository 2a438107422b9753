import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import { Loader } from '../../../ui/status-pages.tsx';
import { ROLE_LABELS, type OperatorRole } from '@betsite/domain/backoffice-roles';
import { boLogout } from '../api/calls.ts';
import { can, useBackofficeSession } from '../api/session.ts';
import { LoginForm } from './login-form.tsx';
import { NavLink } from '../../../lib/link.tsx';
import '../backoffice.css';

/** The screens, each shown only to operators whose roles allow it (the server checks again). */
const SCREENS: { to: string; label: string; permission: string; end?: boolean }[] = [
  { to: '/backoffice', label: 'Cruscotto', permission: 'dashboard.read', end: true },
  { to: '/backoffice/prelievi', label: 'Prelievi', permission: 'withdrawals.read' },
  { to: '/backoffice/documenti', label: 'Documenti', permission: 'documents.review' },
  { to: '/backoffice/giocatori', label: 'Giocatori', permission: 'players.read' },
  { to: '/backoffice/contenuti', label: 'Contenuti', permission: 'content.write' },
  { to: '/backoffice/messaggi', label: 'Messaggi e notifiche', permission: 'messages.write' },
  { to: '/backoffice/bonus', label: 'Campagne bonus', permission: 'bonuses.manage' },
  { to: '/backoffice/sito', label: 'Moduli e variabili', permission: 'site.write' },
  { to: '/backoffice/audit', label: 'Registro attività', permission: 'audit.read' },
];

/** The screen an address belongs to (the longest `to` it starts with), if any. */
function screenOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SCREENS.filter((s) => path === s.to || (!s.end && path.startsWith(`${s.to}/`))).sort((a, b) => b.to.length - a.to.length)[0];
}

/** The back office's frame: its own login (password + TOTP), then a menu of the operator's screens. */
export default function BackofficeLayout() {
  const session = useBackofficeSession((s) => s.session);
  const end = useBackofficeSession((s) => s.end);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  if (!session) return <LoginForm />;
  const { operator } = session;
  // A screen outside the operator's roles, reached by its address: said at once, instead of forms
  // the server would refuse one by one (it checks every call anyway).
  const screen = screenOf(pathname);
  const allowed = !screen || can(operator, screen.permission);
  const logout = async () => {
    await boLogout().catch(() => {});
    queryClient.removeQueries({ queryKey: ['bo'] });
    end();
  };
  return (
    <div className="bo">
      <a className="bo__skip" href="#bo-main">
        Vai al contenuto
      </a>
      <header className="bo__top">
        <span className="bo__brand">Back office</span>
        <span className="bo__who">
          {operator.nome} {operator.cognome} · {operator.roles.map((r) => ROLE_LABELS[r as OperatorRole] ?? r).join(', ')}
        </span>
        <button type="button" className="btn btn--outline btn--sm" onClick={logout}>
          Esci
        </button>
      </header>
      <nav className="bo__nav" aria-label="Back office">
        <ul>
          {SCREENS.filter((s) => can(operator, s.permission)).map((s) => (
            <li key={s.to}>
              <NavLink to={s.to} end={s.end}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="bo-main" className="bo__main" tabIndex={-1}>
        {allowed ? (
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        ) : (
          <section aria-labelledby="bo-denied-title">
            <h1 id="bo-denied-title">{screen.label}</h1>
            <p role="alert">{BACKOFFICE_TEXT.screenNotAllowed}</p>
          </section>
        )}
      </main>
    </div>
  );
}
