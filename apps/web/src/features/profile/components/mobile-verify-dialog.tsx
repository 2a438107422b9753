import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import * as confirmationCalls from '@betsite/contract/calls/confirmation';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { errorText } from '../../../lib/api.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Modal } from '../../../ui/modal.tsx';
import { sendConfirmMobile } from '../../registration-confirm/index.ts';
import { CodeField } from '../../../ui/code-field.tsx';

const loadForm = () => import('@betsite/contract/confirmation').then((m) => m.ZConfirmMobileRequest);

/** 'Verifica' of the mobile: the SMS code (SendConfirmMobile), then ConfirmMobile. */
export function MobileVerifyDialog({ message, onVerified, onClose }: { message: string; onVerified(): void; onClose(): void }) {
  const [info, setInfo] = useState(message);
  // Checked on sending only, and a message stays until the next sending (no focus moved: it is already in the field).
  const { control, handleSubmit, formState, setError } = useSchemaForm(
    loadForm,
    { code: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false },
  );
  const { field } = useController({ control, name: 'code' });
  const fail = (text: string) => setError('code', { message: text });
  const confirm = useCallMutation(confirmationCalls.ConfirmMobile, {
    // The legacy answer says in its own code whether the code was right (no envelope, no Refusal).
    onSuccess: (r) => (r.ErrorCode === 0 ? onVerified() : fail(r.ErrorMessage ?? PROFILE_TEXT.otpWrong)),
    onError: formOnError(setError, fail, ['code']),
  });
  const resend = useMutation({
    mutationFn: sendConfirmMobile,
    onSuccess: (sent) => setInfo(sent ?? message),
    onError: (err) => fail(errorText(err)),
  });
  const busy = confirm.isPending || resend.isPending;
  const submit = handleSubmit((v) => confirm.mutate({ body: { code: v.code } }));
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
      <form id="mobile-verify-form" noValidate onSubmit={(e) => void submit(e)}>
        <CodeField
          label="Codice SMS"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onCode={field.onChange}
          onBlur={field.onBlur}
          error={formState.errors.code?.message}
          autoFocus
        />
      </form>
    </Modal>
  );
}
