import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CallData } from '@betsite/contract/calls/define-call';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { errorText } from '../../../lib/api.ts';
import { callApi, Refusal } from '../../../lib/call-api.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { anagraficaKey, deactivateTwoFactorOnLeave, profileCalls, useAnagrafica } from '../api/profile-calls.ts';
import { SectionGate } from '../components/section-notice.tsx';
import { TwoFactorOffForm } from '../components/two-factor-off-form.tsx';
import { PasskeysPanel } from '../components/passkeys-panel.tsx';
import { CodeField } from '../../../ui/code-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { useStillLoading } from '../../../lib/use-still-loading.ts';

type TTwoFactorSetup = CallData<typeof profileCalls.ActivateTwoFactor>;
/** DeactivateTwoFactor: a pending activation goes without proof; an active two-factor needs the password or a current code. */
const deactivate = (proof: { password?: string; twofactor?: string } = {}) => ({ body: { disable2fa: true as const, ...proof } });
const errorDialog = (err: unknown) => showDialog({ title: PROFILE_TEXT.errorTitle, text: errorText(err), tone: 'error' });

/** The server's refusals of 'Verifica' that are about the account password, not the code. */
const PASSWORD_REFUSALS = new Set<string>([PROFILE_TEXT.twoFactorOnNeedsPassword, PROFILE_TEXT.twoFactorOnWrongPassword]);

/** How long 'Copiato!' stays (document 2 §9). */
const COPIED_MS = 5000;

/**
 * /account/edit/security: two-factor activation with QR, manual code and 'Verifica' (document 2 §2,
 * §4), and the player's passkeys (issue 38).
 */
export default function SecurityPage() {
  return (
    <SectionGate tab="security">
      <TwoFactorPanel />
      <SecurityPasskeys />
    </SectionGate>
  );
}

function SecurityPasskeys() {
  const q = useAnagrafica();
  if (q.isPending) return null;
  return <PasskeysPanel twoFactorActive={q.data?.twoFactor === true} />;
}

function TwoFactorPanel() {
  const q = useAnagrafica();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [copied, setCopied] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [offError, setOffError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, watch, reset } = useSchemaForm(
    () => import('../lib/form-schemas.ts').then((m) => m.ZTwoFactorOnForm),
    { twofactor: '', password: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit' },
  );
  const pendingRef = useRef(false);
  pendingRef.current = setup !== null;

  // Leaving the verify view without verifying deactivates the half-done activation: by navigating
  // away inside the site (unmount) or by closing or reloading the page (pagehide).
  useEffect(() => {
    const onHide = () => {
      if (pendingRef.current) deactivateTwoFactorOnLeave();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      if (pendingRef.current) void callApi(profileCalls.DeactivateTwoFactor, deactivate()).catch(() => undefined);
    };
  }, []);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const refresh = async (enabled: boolean) => {
    useSession.getState().updateUser({ twoFactor: enabled });
    await queryClient.invalidateQueries({ queryKey: anagraficaKey });
  };
  const turnOff = useCallMutation(profileCalls.DeactivateTwoFactor, {
    onMutate: () => setOffError(null),
    onSuccess: async () => {
      setTurningOff(false);
      await refresh(false);
      showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.twoFactorDeactivated, tone: 'success' });
    },
    onError: (err) => setOffError(errorText(err)),
  });
  const dropSetup = () => {
    setSetup(null);
    reset();
  };
  // Switching a pending activation off: whatever the server answers, the half-done setup is dropped.
  const cancel = useCallMutation(profileCalls.DeactivateTwoFactor, {
    onSuccess: dropSetup,
    onError: (err) => (err instanceof Refusal ? dropSetup() : errorDialog(err)),
  });
  const activate = useCallMutation(profileCalls.ActivateTwoFactor, { onSuccess: setSetup, onError: errorDialog });
  const verify = useCallMutation(profileCalls.VerifyTwoFactor, {
    onSuccess: async () => {
      dropSetup();
      await refresh(true);
      showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.twoFactorActivated, tone: 'success' });
    },
    // A refusal about the password shows under the password, any other under the code.
    onError: formOnError(setError, (text) => setError(PASSWORD_REFUSALS.has(text) ? 'password' : 'twofactor', { message: text })),
  });
  const busy = turnOff.isPending || cancel.isPending || activate.isPending || verify.isPending;

  // The page renders in slices once its data is in (lib/use-still-loading.ts).
  const loading = useStillLoading(q.isPending);
  if (loading) return <Loader />;
  const active = q.data?.twoFactor === true;

  const toggle = () => {
    // An active two-factor goes off only with the password or a code: asked for below the switch.
    if (active) return setTurningOff((open) => !open);
    if (setup) cancel.mutate(deactivate());
    else activate.mutate({ body: { enable2fa: true } });
  };
  const onVerify = handleSubmit((body) => verify.mutate({ body }));
  const copy = async () => {
    if (!setup) return;
    try {
      await navigator.clipboard.writeText(setup.manualCode.replace(/\s/g, ''));
    } catch {
      /* Clipboard refused (permissions): the code stays visible to copy by hand. */
    }
    setCopied(true);
  };

  return (
    <div className="twofa">
      <h2>Autenticazione a due fattori</h2>
      <p>
        Con l'autenticazione a due fattori, a ogni accesso ti chiediamo anche il codice generato dalla tua app di autenticazione (Google Authenticator,
        Microsoft Authenticator, …).
      </p>
      <label className="switch">
        <input type="checkbox" role="switch" checked={active || setup !== null} disabled={busy} onChange={toggle} />
        {active ? 'Attiva' : setup ? 'In attivazione' : 'Non attiva'}
      </label>
      {active && turningOff && (
        <TwoFactorOffForm
          busy={busy}
          error={offError}
          onConfirm={(proof) => turnOff.mutate(deactivate(proof))}
          onCancel={() => {
            setTurningOff(false);
            setOffError(null);
          }}
        />
      )}
      {setup && (
        <div className="card twofa">
          <p>1. Inquadra il codice QR con l'app di autenticazione, oppure inserisci il codice manualmente.</p>
          <img className="twofa__qr" src={setup.qrCode} alt="Codice QR per configurare l'app di autenticazione" width={220} height={220} />
          <div className="twofa__code">
            <code aria-label="Codice manuale">{setup.manualCode}</code>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copy()}>
              Copia
            </button>
            <span role="status" aria-live="polite" className="badge badge--success" hidden={!copied}>
              {copied ? PROFILE_TEXT.copied : ''}
            </span>
          </div>
          <form className="profile-form" noValidate onSubmit={(e) => void onVerify(e)}>
            <CodeField
              label="2. Inserisci il codice generato dall'app"
              {...register('twofactor')}
              value={watch('twofactor')}
              onCode={(digits) => setValue('twofactor', digits)}
              error={formState.errors.twofactor?.message}
            />
            <Field
              label="3. Conferma con la password del conto"
              type="password"
              autoComplete="current-password"
              revealable
              {...register('password')}
              error={formState.errors.password?.message}
            />
            <div className="profile-actions">
              <button type="submit" className="btn btn--primary" disabled={busy}>
                Verifica
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
