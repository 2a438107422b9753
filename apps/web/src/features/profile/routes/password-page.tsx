import * as profileCalls from '@betsite/contract/calls/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { callAnswer } from '../../../lib/call-api.ts';
import { useMutation } from '@tanstack/react-query';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { failureText } from '../lib/refusal-text.ts';
import { useSession } from '../../../lib/session-store.ts';
import { SectionGate } from '../components/section-notice.tsx';

/** /account/edit/password: EL_ChangePassword; also the way out of the forced change after recovery. */
export default function PasswordPage() {
  const forced = useSession((s) => s.user?.cambio_password ?? false);
  const { register, handleSubmit, formState, setError, reset } = useSchemaForm(() => import('../lib/form-schemas.ts').then((m) => m.ZChangePasswordRequest), {
    oldPassword: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const change = useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; newPasswordConfirm: string }) => callAnswer(profileCalls.EL_ChangePassword, { body }),
    onSuccess: ({ message }) => {
      useSession.getState().updateUser({ cambio_password: false });
      reset();
      showDialog({ title: 'Operazione conclusa', text: message ?? PROFILE_TEXT.passwordChanged, tone: 'success' });
    },
    onError: formOnError(
      setError,
      (text, err) => showDialog({ title: PROFILE_TEXT.errorTitle, text: failureText(text, err, PROFILE_TEXT.saveFailed), tone: 'error' }),
      ['oldPassword', 'newPassword', 'newPasswordConfirm'],
    ),
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => change.mutate(v));
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
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            Cambia password
          </button>
        </div>
      </form>
    </SectionGate>
  );
}
