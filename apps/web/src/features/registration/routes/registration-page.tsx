import { useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { cmsAreaQueryOptions } from '../../content/widgets.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { progressPercent, registrationLock, TOTAL_STEPS } from '@betsite/domain/registration-rules';
import { siteHour } from '@betsite/domain/site-clock';
import { paths } from '../../../lib/paths.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { onDemand, usePreloadOnFirstInteraction } from '../../../ui/on-demand.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { siteConfigQueryOptions, useSiteConfig } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session-store.ts';
import { registrationClient } from '../api/registration-client.ts';
import { StepPersonal } from '../components/steps/step-1-personal.tsx';
import { WizardFooter } from '../components/wizard-footer.tsx';
import { captureReferralParams, storedReferral } from '../lib/referral-storage.ts';
import { useWizard } from '../wizard-store.ts';
import '../registration.css';

const loadLaterSteps = () => import('../components/steps/later-steps.ts');
/** Steps 2–11 load together at the player's first press or key on step 1 (components/steps/later-steps.ts). */
const laterSteps = { preload: () => void loadLaterSteps().catch(() => undefined) };
const laterStep = (name: keyof Awaited<ReturnType<typeof loadLaterSteps>>) => onDemand(async () => ({ default: (await loadLaterSteps())[name] }), <Loader />);

const STEPS: Record<number, ComponentType> = {
  1: StepPersonal,
  2: laterStep('StepFiscalCode'),
  3: laterStep('StepBirth'),
  4: laterStep('StepResidence'),
  5: laterStep('StepDocument'),
  6: laterStep('StepCredentials'),
  7: laterStep('StepSecurity'),
  8: laterStep('StepDeposit'),
  9: laterStep('StepPromo'),
  10: laterStep('StepConsents'),
  11: laterStep('StepOtp'),
};

/** Steps switched off by the site variable Registration_DisabledSteps (e.g. "9"); step 1, 10 and 11 always run. */
function disabledSteps(value: string | undefined): Set<number> {
  const n = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((s) => Number.isInteger(s) && s > 1 && s < 10);
  return new Set(n);
}

/** The page's first data (routes.tsx): the site settings (the registration's switches, the night lock) and the step-1 banner's area. */
export async function registrationFirstData(client: QueryClient, logged: boolean): Promise<void> {
  await Promise.all([client.fetchQuery(siteConfigQueryOptions), client.fetchQuery(cmsAreaQueryOptions(LAYOUT_AREAS.registration, logged))]);
}

/** /account/registration: the 11-step wizard (document 2 §2). */
export default function RegistrationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const site = useSiteConfig();
  const { step, back, patch, setDisabled, data } = useWizard();
  const [prefilled, setPrefilled] = useState(false);
  usePreloadOnFirstInteraction(laterSteps);
  // Bumped when data arrives from outside the step (prefill), so the step's form starts again from it.
  const [version, setVersion] = useState(0);

  // Referral and promo values from the URL, kept for their hours; the stored referrer prefills step 9.
  useEffect(() => {
    captureReferralParams(params);
    if (!useWizard.getState().data.refer) patch({ refer: storedReferral('refer') ?? '' });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    setDisabled(disabledSteps(site.data?.variables.Registration_DisabledSteps));
  }, [site.data, setDisabled]);

  // Pre-filled data by id (?id=): name, surname, e-mail, mobile (a leading 0039 is trimmed by the service).
  const preId = params.get('id');
  useEffect(() => {
    if (!preId || prefilled) return;
    setPrefilled(true);
    registrationClient()
      .then(({ callApi, calls }) => callApi(calls.GetPreRegistration, { query: { id: preId } }))
      .then((p) => {
        patch({
          nome: p.nome,
          cognome: p.cognome,
          email: p.email,
          cellulare: `+39${p.cellulare}`,
          preRegId: Number(preId),
        });
        setVersion((v) => v + 1);
      })
      .catch(() =>
        showDialog({
          title: REG_TEXT.errorTitle,
          text: REG_TEXT.prefillFailed,
          tone: 'error',
        }),
      );
  }, [preId, prefilled, patch]);

  // A logged-in player has nothing to register (the auto-login after success navigates away first).
  const logged = useSession((s) => Boolean(s.token));
  useEffect(() => {
    if (logged && step === 1 && !data.nome) void navigate(paths.home, { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    document.getElementById('reg-step-title')?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  if (!site.data) return <section className="page reg-page" aria-busy="true" />;
  const m = site.data.modules;
  const lock = registrationLock({
    userRegistration: m.UserRegistration ?? false,
    nightLock: m.RegistrationNightLock ?? false,
    withdrawalOnly: m.ConsentiSoloPrelievo ?? false,
    hour: siteHour(new Date()),
  });

  const Step = STEPS[step] ?? StepPersonal;
  return (
    <section className="page reg-page">
      <div className="card reg-card">
        <header className="reg-header">
          <button type="button" className="icon-button reg-header__back" aria-label="Indietro" disabled={step === 1 || lock !== 'open'} onClick={back}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
            </svg>
          </button>
          <h1 className="reg-header__title">Registrazione</h1>
          <button type="button" className="icon-button reg-header__close" aria-label="Chiudi la registrazione" onClick={() => void navigate(paths.home)}>
            ×
          </button>
        </header>
        {lock === 'open' ? (
          <>
            <div className="reg-progress">
              <ProgressBar value={progressPercent(step)} label="Avanzamento registrazione" />
              <p className="reg-progress__text">
                Passo {step} di {TOTAL_STEPS}
              </p>
            </div>
            <Step key={`${step}-${version}`} />
          </>
        ) : (
          <div className="reg-locked" role="status">
            <p>{lock === 'night' ? REG_TEXT.lockedNight : REG_TEXT.locked}</p>
          </div>
        )}
      </div>
      <WizardFooter />
    </section>
  );
}
