import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { CONFIRM_TEXT } from '@betsite/contract/recovery-messages';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSession } from '../../../lib/session-store.ts';
import { confirmMobile } from '../api/confirm-mobile.ts';
import { sendMobileCode } from '../api/send-mobile-code.ts';
import { CodeField } from '../../../ui/code-field.tsx';
import { Link } from '../../../lib/link.tsx';

const loadForm = () => import('@betsite/contract/confirmation').then((m) => m.ZConfirmMobileRequest);

/** Step 2: the SMS code. ConfirmMobile needs a logged-in player; otherwise the login link comes back here. */
export function MobileStep({ onNext }: { onNext(): void }) {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const [sentText, setSentText] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  // The request schema (and zod) load when the player sends a code, not with the page.
  const { control, handleSubmit, formState, setError } = useSchemaForm(loadForm, { code: '' }, { mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { field: codeField } = useController({ control, name: 'code' });

  const sending = useMutation({
    mutationFn: sendMobileCode,
    onMutate: () => setSendError(null),
    onSuccess: setSentText,
    onError: (err) => setSendError(err instanceof Refusal ? err.message || CONFIRM_TEXT.smsFailed : errorText(err)),
  });
  const confirmation = useMutation({
    mutationFn: confirmMobile,
    onMutate: () => setSendError(null),
    onSuccess: (r) => {
      if (r.ErrorCode !== 0) return setError('code', { message: CONFIRM_TEXT.mobileFailed });
      setVerified(true);
      useSession.getState().updateUser({ confirmedMobile: true, lastMobileVerificationDate: new Date().toISOString() });
    },
    onError: formOnError(setError, () => setError('code', { message: CONFIRM_TEXT.mobileFailed }), ['code']),
  });
  const busy = sending.isPending || confirmation.isPending;
  const verify = handleSubmit((v) => confirmation.mutate(v.code));
  const error = formState.errors.code?.message ?? sendError ?? undefined;

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
          {sendError && (
            <p className="notice notice--error" role="alert">
              {sendError}
            </p>
          )}
          <div className="confirm__actions">
            <button type="button" className="btn btn--primary" disabled={busy} aria-busy={busy} onClick={() => sending.mutate()}>
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
          <CodeField
            label="Codice di conferma"
            name={codeField.name}
            ref={codeField.ref}
            value={codeField.value}
            onCode={codeField.onChange}
            onBlur={codeField.onBlur}
            error={error}
            autoFocus
          />
          <div className="confirm__actions">
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
              Conferma
            </button>
            <button type="button" className="btn btn--link" disabled={busy} onClick={() => sending.mutate()}>
              Invia di nuovo
            </button>
            {skip}
          </div>
        </form>
      )}
    </div>
  );
}
