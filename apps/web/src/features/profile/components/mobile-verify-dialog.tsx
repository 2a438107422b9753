import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { errorText } from '../../../lib/api.ts';
import { Modal } from '../../../ui/modal.tsx';
import { confirmMobile, sendConfirmMobile } from '../../registration-confirm/index.ts';
import { CodeField } from '../../../ui/code-field.tsx';

/** 'Verifica' of the mobile: the SMS code (SendConfirmMobile), then ConfirmMobile. */
export function MobileVerifyDialog({ message, onVerified, onClose }: { message: string; onVerified(): void; onClose(): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState(message);
  const confirm = useMutation({
    mutationFn: confirmMobile,
    onSuccess: (r) => (r.ErrorCode === 0 ? onVerified() : setError(r.ErrorMessage ?? PROFILE_TEXT.otpWrong)),
    onError: (err) => setError(errorText(err)),
  });
  const resend = useMutation({
    mutationFn: sendConfirmMobile,
    onSuccess: (sent) => setInfo(sent ?? message),
    onError: (err) => setError(errorText(err)),
  });
  const busy = confirm.isPending || resend.isPending;
  const submit = () => {
    if (!/^\d{6}$/.test(code)) {
      setError('Inserire un codice valido');
      return;
    }
    confirm.mutate(code);
  };
  return (
    <Modal
      open
      title="Verifica il cellulare"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => resend.mutate()}>
            Invia un nuovo codice
          </button>
          <button type="submit" form="mobile-verify-form" className="btn btn--primary" disabled={busy}>
            Verifica
          </button>
        </>
      }
    >
      <p>{info}</p>
      <form
        id="mobile-verify-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CodeField label="Codice SMS" value={code} onCode={setCode} error={error ?? undefined} autoFocus />
      </form>
    </Modal>
  );
}
