import { useNavigate, useSearchParams } from 'react-router';
import { CONFIRM_TEXT } from '@betsite/contract/recovery-messages';
import { paths } from '../../../lib/paths.ts';
import { useModalTurn } from '../../../ui/modal-queue.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { useSiteVariable } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session-store.ts';
import { Loader } from '../../../ui/status-pages.tsx';
import { onDemand } from '../../../ui/on-demand.tsx';
import { Link } from '../../../lib/link.tsx';
import '../confirm.css';

// Each step's form loads when its step is drawn: a visitor on step 1 gets the login link, not the
// document form, and a player on step 1 the document form, not the SMS code's (react-hook-form,
// ≈ 14 KB gzip, comes with the latter).
const DocumentUpload = onDemand(async () => ({ default: (await import('../../profile/widgets.ts')).DocumentUpload }), <Loader />);
const MobileStep = onDemand(async () => ({ default: (await import('../components/mobile-step.tsx')).MobileStep }), <Loader />);

/**
 * /account/registration/confirm (document 2 §2): documents or 'Non ora', SMS code, top-up, and the
 * social group only when the SocialGroupLink site variable is set. The step sits in the URL so a
 * player who must log in first comes back to the same step.
 */
export default function RegistrationConfirmPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const socialLink = useSiteVariable('SocialGroupLink')?.trim() || null;
  const logged = useSession((s) => s.user !== null);
  const total = socialLink ? 4 : 3;
  const step = Math.min(total, Math.max(1, Number(params.get('step')) || 1));
  const go = (n: number) => (n > total ? void navigate(paths.home) : setParams({ step: String(n) }));
  // These steps are the answer to 'Stato conto' (documents, mobile): it waits until the player leaves.
  useModalTurn('page-hold', true);

  return (
    <section className="page page--narrow confirm">
      <div className="card confirm__card">
        <ProgressBar value={((step - 1) / (total - 1)) * 100} label={`Passo ${step} di ${total}`} />
        <p className="confirm__step muted">
          Passo {step} di {total}
        </p>
        {step === 1 && (
          <div className="confirm__panel">
            <div className="confirm__icon" aria-hidden="true">
              ✓
            </div>
            <h1>{CONFIRM_TEXT.congratulations}</h1>
            <p>{CONFIRM_TEXT.registered}</p>
            <p className="muted">
              Per giocare senza limiti carica una copia del documento d'identità (fronte e retro) entro 30 giorni dall'apertura del conto.
            </p>
            {logged ? (
              // The document is uploaded here, in the flow (ADM 2025 concession); sent, the next step follows.
              <div className="confirm__documents">
                <h2>{CONFIRM_TEXT.uploadDocuments}</h2>
                <DocumentUpload heading={false} onUploaded={() => go(2)} />
              </div>
            ) : (
              <Link className="btn btn--primary" to={`${paths.login}?returnUrl=${encodeURIComponent(`${paths.registrationConfirm}?step=1`)}`}>
                {CONFIRM_TEXT.loginToUpload}
              </Link>
            )}
            <div className="confirm__actions">
              <button type="button" className="btn btn--ghost" onClick={() => go(2)}>
                {CONFIRM_TEXT.notNow}
              </button>
            </div>
          </div>
        )}
        {step === 2 && <MobileStep onNext={() => go(3)} />}
        {step === 3 && (
          <div className="confirm__panel">
            <h1>{CONFIRM_TEXT.topUp}</h1>
            <p>Effettua la tua prima ricarica per iniziare subito a giocare.</p>
            <div className="confirm__actions">
              <Link className="btn btn--primary" to={paths.ricarica}>
                Ricarica ora
              </Link>
              <button type="button" className="btn btn--ghost" onClick={() => go(4)}>
                {socialLink ? CONFIRM_TEXT.notNow : 'Vai alla home'}
              </button>
            </div>
          </div>
        )}
        {step === 4 && socialLink && (
          <div className="confirm__panel">
            <h1>{CONFIRM_TEXT.joinGroup}</h1>
            <p>Resta aggiornato su promozioni ed eventi: entra nel nostro gruppo social.</p>
            <div className="confirm__actions">
              <a className="btn btn--primary" href={socialLink} target="_blank" rel="noopener noreferrer">
                Unisciti al gruppo
              </a>
              <Link className="btn btn--ghost" to={paths.home}>
                Vai alla home
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
