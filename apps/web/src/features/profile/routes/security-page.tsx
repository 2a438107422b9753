import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';
import {
  activateTwoFactor,
  anagraficaQuery,
  deactivateTwoFactor,
  deactivateTwoFactorOnLeave,
  useAnagrafica,
  verifyTwoFactor,
  type TTwoFactorSetup,
} from '../api/profile-calls.ts';
import { SectionGate } from '../components/section-notice.tsx';
import { TwoFactorOffForm } from '../components/two-factor-off-form.tsx';
import { PasskeysPanel } from '../components/passkeys-panel.tsx';
import { CodeField } from '../../../ui/code-field.tsx';

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
  return <PasskeysPanel twoFactorActive={q.data?.ResponseData?.twoFactor === true} />;
}

function TwoFactorPanel() {
  const q = useAnagrafica();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [offError, setOffError] = useState<string | null>(null);
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
      if (pendingRef.current) void deactivateTwoFactor().catch(() => undefined);
    };
  }, []);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  if (q.isPending) return <Loader />;
  const active = q.data?.ResponseData?.twoFactor === true;

  const refresh = async (enabled: boolean) => {
    useSession.getState().updateUser({ twoFactor: enabled });
    await queryClient.invalidateQueries({ queryKey: anagraficaQuery.queryKey });
  };
  const turnOff = async (proof: { password?: string; twofactor?: string }) => {
    setBusy(true);
    setOffError(null);
    try {
      const r = await deactivateTwoFactor(proof);
      if (r.ResponseCode === 0) {
        setTurningOff(false);
        await refresh(false);
        showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.twoFactorDeactivated, tone: 'success' });
      } else setOffError(r.ResponseMessage ?? PROFILE_TEXT.twoFactorOffWrongProof);
    } catch (err) {
      setOffError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const toggle = async () => {
    // An active two-factor goes off only with the password or a code: asked for below the switch.
    if (active) return setTurningOff((open) => !open);
    setBusy(true);
    setError(null);
    try {
      if (setup) {
        await deactivateTwoFactor();
        setSetup(null);
        setCode('');
      } else {
        const r = await activateTwoFactor();
        if (r.ResponseCode === 0 && r.ResponseData) setSetup(r.ResponseData);
        else showDialog({ title: PROFILE_TEXT.errorTitle, text: r.ResponseMessage ?? PROFILE_TEXT.saveFailed, tone: 'error' });
      }
    } catch (err) {
      showDialog({ title: PROFILE_TEXT.errorTitle, text: errorText(err), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    if (!code.trim()) {
      setError(PROFILE_TEXT.twoFactorCodeRequired);
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      setError(PROFILE_TEXT.twoFactorCodeWrong);
      return;
    }
    setBusy(true);
    try {
      const r = await verifyTwoFactor(code.trim());
      if (r.ResponseCode === 0) {
        setSetup(null);
        setCode('');
        await refresh(true);
        showDialog({ title: 'Operazione conclusa', text: PROFILE_TEXT.twoFactorActivated, tone: 'success' });
      } else setError(r.ResponseMessage ?? PROFILE_TEXT.twoFactorCodeWrong);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
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
        <input type="checkbox" role="switch" checked={active || setup !== null} disabled={busy} onChange={() => void toggle()} />
        {active ? 'Attiva' : setup ? 'In attivazione' : 'Non attiva'}
      </label>
      {active && turningOff && (
        <TwoFactorOffForm
          busy={busy}
          error={offError}
          onConfirm={(proof) => void turnOff(proof)}
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
          <form
            className="profile-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void verify();
            }}
          >
            <CodeField label="2. Inserisci il codice generato dall'app" value={code} onCode={setCode} error={error ?? undefined} />
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
