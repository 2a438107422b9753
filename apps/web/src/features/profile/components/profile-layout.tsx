import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAccountStatus } from '../../account/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { profileTabs, type TabRules } from '../lib/profile-tabs.ts';
import { NavLink } from '../../../lib/link.tsx';
import '../profile.css';

/** The rules that shape the tabs, from the site's modules and the player's contacts. */
export function useTabRules(): TabRules {
  const modules = useSiteConfig().data?.modules ?? {};
  const { siteFullyLocked } = useAccountStatus();
  return { twoFactor: Boolean(modules.IsTwoFactorAuthenticationEnabled), withdrawalOnly: Boolean(modules.ConsentiSoloPrelievo), contactsLock: siteFullyLocked };
}

/** /account/edit/*: header with the player's names and contract, the tab bar, then the tab's page. */
export default function ProfileLayout() {
  const user = useSession((s) => s.user);
  const showFather = Boolean(useSiteConfig().data?.modules.V3_AccountShowFatherInfo);
  const tabs = profileTabs(useTabRules());
  const { pathname } = useLocation();
  const tabList = useRef<HTMLUListElement>(null);
  // On a phone the tabs scroll sideways: the open one is brought into the row's view (again when
  // the site's modules arrive and add tabs, Sicurezza among them).
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('.is-active');
    if (list && active) list.scrollLeft = Math.max(0, active.offsetLeft - list.offsetLeft - 16);
  }, [pathname, user, tabs.length]);
  if (!user) return null;
  return (
    <section className="page profile">
      <header className="profile__head">
        <h1>
          {user.cognome} {user.nome}
        </h1>
        <p className="profile__meta">
          <span>@{user.username}</span>
          <span>
            Conto n. <strong>{user.contratto}</strong>
          </span>
          {showFather && user.father && (
            <span>
              Agente: <strong>{user.father}</strong>
            </span>
          )}
        </p>
      </header>
      <nav className="profile__tabs" aria-label="Sezioni del profilo">
        <ul ref={tabList}>
          {tabs.map((t) => (
            <li key={t.key}>
              {t.disabled ? (
                <span className="profile__tab is-disabled" aria-disabled="true" title="Verifica prima i tuoi contatti">
                  {t.label}
                </span>
              ) : (
                <NavLink className={({ isActive }) => `profile__tab${isActive ? ' is-active' : ''}`} to={t.to} end={t.key !== 'contatti'}>
                  {t.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile__body">
        <Outlet />
      </div>
    </section>
  );
}
