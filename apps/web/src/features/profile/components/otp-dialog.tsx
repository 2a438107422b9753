import { useState } from 'react';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { Modal } from '../../../ui/modal.tsx';
import { CodeField } from '../../../ui/code-field.tsx';

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
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const other = source === 'email' ? 'sms' : 'email';
  const submit = () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setLocalError(PROFILE_TEXT.otpInvalid);
      return;
    }
    setLocalError(null);
    onConfirm(code.trim());
  };
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
      <form
        id="profile-otp-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CodeField label="Codice OTP" value={code} onCode={setCode} error={localError ?? error ?? undefined} autoFocus />
      </form>
    </Modal>
  );
}
