import { useController } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Modal } from '../../../ui/modal.tsx';
import { CodeField } from '../../../ui/code-field.tsx';

const loadForm = () => import('@betsite/contract/profile').then((m) => m.ZProfileOtpForm);

interface Props {
  message: string;
  source: 'email' | 'sms';
  error: string | null;
  busy: boolean;
  /** A new contact gets its own code: the channel cannot be switched then. */
  fixedChannel: boolean;
  onConfirm(code: string): void;
  onResend(source: 'email' | 'sms'): void;
  onClose(): void;
}

/** The -3333 step of UpdateUser (document 2 §4): the code, then the same update again with otp. */
export function ProfileOtpDialog({ message, source, error, busy, fixedChannel, onConfirm, onResend, onClose }: Props) {
  // Checked on sending only; its message stays until the next sending, then the server's (`error`) shows.
  const { control, handleSubmit, formState } = useSchemaForm(loadForm, { otp: '' }, { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const { field } = useController({ control, name: 'otp' });
  const other = source === 'email' ? 'sms' : 'email';
  const submit = handleSubmit((v) => onConfirm(v.otp));
  return (
    <Modal
      open
      title="Conferma la modifica"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onResend(fixedChannel ? source : other)}>
            {fixedChannel ? 'Invia un nuovo codice' : other === 'sms' ? 'Invia il codice via SMS' : 'Invia il codice via email'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" form="profile-otp-form" className="btn btn--primary" disabled={busy}>
            Conferma
          </button>
        </>
      }
    >
      <p>{message}</p>
      <form id="profile-otp-form" noValidate onSubmit={(e) => void submit(e)}>
        <CodeField
          label="Codice OTP"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onCode={field.onChange}
          onBlur={field.onBlur}
          error={formState.errors.otp?.message ?? error ?? undefined}
          autoFocus
        />
      </form>
    </Modal>
  );
}
