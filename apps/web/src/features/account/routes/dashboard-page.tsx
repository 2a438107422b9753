import { paths } from '../../../lib/paths.ts';
import { hasPage } from '../../../lib/page-registry.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useBalance } from '../../session/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { visibleMenu } from '../account-menu.ts';
import { useAccountStatus } from '../use-account-status.ts';
import { Link } from '../../../lib/link.tsx';

/** /account/dashboard: welcome, last access, balances, warnings and the menu groups. */
export default function DashboardPage() {
  const user = useSession((s) => s.user);
  const config = useSiteConfig().data;
  const balance = useBalance();
  const { status } = useAccountStatus();
  if (!user) return null;
  const saldo = balance.data?.saldo ?? user.saldo;
  const prelevabile = balance.data?.prelevabile ?? user.prelevabile;
  const menu = visibleMenu({ modules: config?.modules ?? {}, vipEnabled: config?.variables.VIP_System_Enabled === 'true', hasPage });
  return (
    <section className="page">
      <header className="dashboard__welcome">
        <h1>
          Benvenuto, {user.nome} {user.cognome}
        </h1>
        <p className="muted">
          Conto gioco n. <strong>{user.contratto}</strong>
          {user.lastLogin && <> · Ultimo accesso: {formatDateTime(user.lastLogin)}</>}
        </p>
      </header>
      <div className="balances" aria-live="polite">
        <div className="balance-card">
          <span className="balance-card__label">Saldo</span>
          <strong className="balance-card__value">{formatCents(saldo)}</strong>
        </div>
        <div className="balance-card">
          <span className="balance-card__label">Prelevabile</span>
          <strong className="balance-card__value">{formatCents(prelevabile)}</strong>
        </div>
        <div className="balance-card">
          <span className="balance-card__label">Bonus</span>
          <strong className="balance-card__value">{formatCents(Math.max(0, saldo - prelevabile))}</strong>
        </div>
      </div>
      {status && !status.allOk && (
        <section className="account-warnings" aria-labelledby="warnings-title">
          <h2 id="warnings-title">Avvisi sul conto</h2>
          <ul>
            {status.messages.map((m) => (
              <li key={m}>
                <Link to={paths.status}>{m}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav className="account-menu" aria-label="Menu del conto">
        {menu.map((g) => (
          <section key={g.title} className="account-menu__group">
            <h2>{g.title}</h2>
            <ul>
              {g.entries.map((e) => (
                <li key={e.label}>{e.available ? <Link to={e.to}>{e.label}</Link> : <span className="account-menu__unavailable">{e.label}</span>}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </section>
  );
}
