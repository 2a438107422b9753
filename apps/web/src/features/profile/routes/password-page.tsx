import { codeAndMessage } from '@betsite/domain/answer-text';
import { useState } from 'react';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { ApiError, errorText } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { profileSchemas } from '../lib/load-schemas.ts';
import { useSession } from '../../../lib/session-store.ts';
import { changePassword } from '../api/profile-calls.ts';
import { SectionGate } from '../components/section-notice.tsx';

/** /account/edit/password: EL_ChangePassword; also the way out of the forced change after recovery. */
export default function PasswordPage() {
  const forced = useSession((s) => s.user?.cambio_password ?? false);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(() => profileSchemas().then((m) => m.ZPasswordForm), {
    oldPassword: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (v) => {
    setBusy(true);
    try {
      const r = await changePassword(v);
      if (r.ResponseCode === 0) {
        useSession.getState().updateUser({ cambio_password: false });
        reset();
        showDialog({ title: 'Operazione conclusa', text: r.ResponseMessage ?? PROFILE_TEXT.passwordChanged, tone: 'success' });
      } else showDialog({ title: PROFILE_TEXT.errorTitle, text: codeAndMessage(r.ResponseCode, r.ResponseMessage, PROFILE_TEXT.saveFailed), tone: 'error' });
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.status === 400 &&
        placeFieldErrors(err.fieldErrors, setError as never, ['oldPassword', 'newPassword', 'newPasswordConfirm'])
      )
        return;
      showDialog({ title: PROFILE_TEXT.errorTitle, text: errorText(err), tone: 'error' });
    } finally {
      setBusy(false);
    }
  });
  return (
    <SectionGate tab="password">
      <h2>Cambia password</h2>
      {forced && <p className="notice notice--warning">Devi cambiare la tua password: quella che hai ricevuto è temporanea.</p>}
      <form className="profile-form" noValidate onSubmit={(ev) => void onSubmit(ev)}>
        <Field
          label="Password attuale"
          type="password"
          autoComplete="current-password"
          revealable
          error={e.oldPassword?.message}
          {...register('oldPassword')}
        />
        <Field
          label="Nuova password"
          type="password"
          autoComplete="new-password"
          revealable
          hint="Da 8 a 200 caratteri, almeno una lettera e un numero, senza spazi."
          error={e.newPassword?.message}
          {...register('newPassword')}
        />
        <Field
          label="Ripeti la nuova password"
          type="password"
          autoComplete="new-password"
          revealable
          error={e.newPasswordConfirm?.message}
          {...register('newPasswordConfirm')}
        />
        <div className="profile-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Cambia password
          </button>
        </div>
      </form>
    </SectionGate>
  );
}
