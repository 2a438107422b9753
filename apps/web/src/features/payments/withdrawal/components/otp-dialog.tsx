import { useEffect } from 'react';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
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
  // Checked on 'Conferma' only; the code's rule loads with the first check.
  const { handleSubmit, setValue, watch, formState } = useSchemaForm(
    () => import('../lib/withdrawal-validation.ts').then((m) => m.ZWithdrawalOtp),
    { code: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit' },
  );
  const other = source === 'email' ? 'sms' : 'email';
  // -1010 clears the stored code: a new error empties the field.
  useEffect(() => {
    if (error) setValue('code', '');
  }, [error, setValue]);
  const submit = handleSubmit((v) => onConfirm(v.code));
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
      <form id="wd-otp-form" noValidate onSubmit={(e) => void submit(e)}>
        <CodeField
          label={T.otpLabel}
          value={watch('code')}
          onCode={(code) => setValue('code', code)}
          error={formState.errors.code?.message ?? error ?? undefined}
          autoFocus
        />
      </form>
    </Modal>
  );
}
