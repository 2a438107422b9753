import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useAccountStatus } from '../use-account-status.ts';
import { Link } from '../../../lib/link.tsx';

// The two actions that call the server load when an item needs them (and with them the mutation
// code): the checklist is part of every account page's shell (the status modal), most players have
// nothing to accept, and a page's first load stays lighter by ≈ 1.5 KB gzip. The build marks these
// calls pure (build/strip-display-names.ts): the account area's index re-exports this page, and a
// top-level call the bundler must keep would put the page into every chunk that imports the index
// for its hook (each profile tab, +1.4 KB gzip).
const AcceptTermsButton = lazy(() => import('../components/status-actions.tsx').then((m) => ({ default: m.AcceptTermsButton })));
const ResendEmailButton = lazy(() => import('../components/status-actions.tsx').then((m) => ({ default: m.ResendEmailButton })));
/** The action's button while its code loads: same place and label, not yet pressable. */
const PendingButton = ({ children }: { children: ReactNode }) => (
  <button type="button" className="btn btn--primary" disabled>
    {children}
  </button>
);

/**
 * /account/status: the checklist with its action panels (document 2 §2); `embedded` is the 'Stato'
 * tab of the profile, inside its page and under its heading.
 */
export default function StatusPage({ embedded = false }: { embedded?: boolean }) {
  const { status } = useAccountStatus();
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  if (!status || !user) return null;

  const stateMessages = status.messages.filter((m) => !status.items.some((i) => i.error === m));
  const Heading = embedded ? 'h2' : 'h1';
  const ItemHeading = embedded ? 'h3' : 'h2';
  return (
    <section className={embedded ? 'status-tab' : 'page page--narrow'}>
      <Heading>Stato del conto</Heading>
      {params.get('verified') === 'email' && <p className="notice notice--success">Indirizzo email verificato con successo.</p>}
      {params.get('verified') === 'error' && <p className="notice notice--error">Il collegamento di conferma non è valido o è scaduto.</p>}
      {stateMessages.map((m) => (
        <p key={m} className="notice notice--error">
          {m}
        </p>
      ))}
      {user.statoConto === ACCOUNT_STATE.PROVISIONAL && (
        <p className="notice notice--warning">
          <Link to={paths.editDocumenti}>Carica il documento d'identità</Link> per validare il conto.
        </p>
      )}
      {status.allOk && <p className="notice notice--success">Il tuo conto è in regola: non ci sono azioni da completare.</p>}
      <ul className="checklist">
        {status.items
          .filter((i) => !i.ok || i.showInRecapIfOk)
          .map((item) => (
            <li key={item.key} className={`checklist__item ${item.ok ? 'is-ok' : 'is-ko'}`}>
              <span className="checklist__icon" aria-hidden="true">
                {item.ok ? '✓' : '!'}
              </span>
              <div className="checklist__text">
                <ItemHeading>{item.title}</ItemHeading>
                <p>{item.ok ? item.okDesc : item.error}</p>
                <span className="sr-only">{item.ok ? 'Completato' : 'Da completare'}</span>
              </div>
              {!item.ok && (
                <div className="checklist__action">
                  {item.key === 'terms_not_accepted' && (
                    <Suspense fallback={<PendingButton>Accetta</PendingButton>}>
                      <AcceptTermsButton />
                    </Suspense>
                  )}
                  {item.key === 'mail_not_confirmed' && (
                    <Suspense fallback={<PendingButton>Invia di nuovo l'email</PendingButton>}>
                      <ResendEmailButton email={user.email} />
                    </Suspense>
                  )}
                  {item.key === 'mobile_not_confirmed' && (
                    <Link className="btn btn--primary" to={paths.editContatti}>
                      Verifica
                    </Link>
                  )}
                  {item.key === 'cambio_password' && (
                    <Link className="btn btn--primary" to={paths.editPassword}>
                      Cambia password
                    </Link>
                  )}
                  {item.key === 'richiede_pep' && (
                    <Link className="btn btn--primary" to={paths.pepProfile}>
                      Compila
                    </Link>
                  )}
                </div>
              )}
            </li>
          ))}
      </ul>
      {status.items.find((i) => i.key === 'terms_not_accepted' && !i.ok) && (
        <p className="muted">
          Leggi i <Link to={paths.page('termini-condizioni')}>Termini e condizioni</Link> (VER 1.1 - 15/10/2019).
        </p>
      )}
    </section>
  );
}
