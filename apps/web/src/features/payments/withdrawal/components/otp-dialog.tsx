import { useState } from 'react';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { Modal } from '../../../../ui/modal.tsx';
import { CodeField } from '../../../../ui/code-field.tsx';

interface Props {
  message: string;
  source: 'email' | 'sms';
  error: string | null;
  busy: boolean;
  /** XElektra codes only travel by SMS. */
  smsOnly: boolean;
  onConfirm(code: string): void;
  onResend(source: 'email' | 'sms'): void;
  onClose(): void;
}

/** The -3333 step: the code sent by e-mail or SMS, then the same request again with `otp`. */
export function OtpDialog({ message, source, error, busy, smsOnly, onConfirm, onResend, onClose }: Props) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const other = source === 'email' ? 'sms' : 'email';
  // -1010 clears the stored code: a new error empties the field.
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error) setCode('');
  }
  const submit = () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setLocalError('Inserisci il codice di 6 cifre');
      return;
    }
    setLocalError(null);
    onConfirm(code.trim());
  };
  return (
    <Modal
      open
      title={T.otpTitle}
      onClose={onClose}
      footer={
        <>
          {!smsOnly && (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onResend(other)}>
              {other === 'sms' ? T.otpSendSms : T.otpSendEmail}
            </button>
          )}
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" form="wd-otp-form" className="btn btn--primary" disabled={busy}>
            Conferma
          </button>
        </>
      }
    >
      <p>{message}</p>
      <form
        id="wd-otp-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CodeField label={T.otpLabel} value={code} onCode={setCode} error={localError ?? error ?? undefined} autoFocus />
      </form>
    </Modal>
  );
}
