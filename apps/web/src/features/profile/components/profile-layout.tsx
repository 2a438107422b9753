import { NavLink, Outlet } from 'react-router';
import { useAccountStatus } from '../../account/use-account-status.ts';
import { useSession } from '../../session/store.ts';
import { useSiteConfig } from '../../site/api/site-config.ts';
import { profileTabs, type TabRules } from '../lib/profile-tabs.ts';
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
        <ul>
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
