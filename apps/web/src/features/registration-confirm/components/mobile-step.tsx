import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CONFIRM_TEXT, RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { confirmMobile, sendConfirmMobile } from '../api/confirm-mobile.ts';
import { CodeField } from '../../../ui/code-field.tsx';

/** Step 2: the SMS code. ConfirmMobile needs a logged-in player; otherwise the login link comes back here. */
export function MobileStep({ onNext }: { onNext(): void }) {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const [sentText, setSentText] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await sendConfirmMobile();
      if (r.ResponseCode === 0) setSentText(r.ResponseMessage);
      else setError(r.ResponseMessage ?? CONFIRM_TEXT.smsFailed);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    // The request schema (and zod) load when the player sends a code, not with the page.
    const { ZConfirmMobileRequest } = await import('@betsite/contract/confirmation');
    const parsed = ZConfirmMobileRequest.safeParse({ code });
    if (!parsed.success) {
      setError(RECOVERY_TEXT.codeRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await confirmMobile(parsed.data.code);
      if (r.ErrorCode === 0) {
        setVerified(true);
        useSession.getState().updateUser({ confirmedMobile: true, lastMobileVerificationDate: new Date().toISOString() });
      } else setError(CONFIRM_TEXT.mobileFailed);
    } catch {
      setError(CONFIRM_TEXT.mobileFailed);
    } finally {
      setBusy(false);
    }
  };

  const skip = (
    <button type="button" className="btn btn--ghost" onClick={onNext}>
      {CONFIRM_TEXT.notNow}
    </button>
  );
  const loginUrl = `${paths.login}?returnUrl=${encodeURIComponent(`${paths.registrationConfirm}?step=2`)}`;

  return (
    <div className="confirm__panel">
      <h1>Conferma il tuo cellulare</h1>
      {!ready ? (
        <div className="loader" aria-label="Caricamento">
          <div className="loader__spin" />
        </div>
      ) : !user ? (
        <>
          <p>{CONFIRM_TEXT.loginToConfirm}</p>
          <div className="confirm__actions">
            <Link className="btn btn--primary" to={loginUrl}>
              Accedi
            </Link>
            {skip}
          </div>
        </>
      ) : verified || user.confirmedMobile ? (
        <>
          <p className="notice notice--success" role="status">
            {CONFIRM_TEXT.mobileVerified}
          </p>
          <div className="confirm__actions">
            <button type="button" className="btn btn--primary" onClick={onNext}>
              Continua
            </button>
          </div>
        </>
      ) : !sentText ? (
        <>
          <p>Ti invieremo un SMS con un codice di conferma al numero che hai indicato in registrazione.</p>
          {error && (
            <p className="notice notice--error" role="alert">
              {error}
            </p>
          )}
          <div className="confirm__actions">
            <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => void send()}>
              Invia il codice
            </button>
            {skip}
          </div>
        </>
      ) : (
        <form className="stack" noValidate onSubmit={(e) => void verify(e)}>
          <p className="notice notice--info" role="status">
            {sentText}
          </p>
          <CodeField label="Codice di conferma" value={code} onCode={setCode} error={error ?? undefined} autoFocus />
          <div className="confirm__actions">
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
              Conferma
            </button>
            <button type="button" className="btn btn--link" disabled={busy} onClick={() => void send()}>
              Invia di nuovo
            </button>
            {skip}
          </div>
        </form>
      )}
    </div>
  );
}
