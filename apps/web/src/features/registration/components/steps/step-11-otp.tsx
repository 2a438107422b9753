import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { useCallMutation } from '../../../../lib/use-call-mutation.ts';
import { formOnError } from '../../../../lib/form-errors.ts';
import { Refusal } from '../../../../lib/refusal.ts';
import { useRegistrationSubmit } from '../../use-registration-submit.ts';
import { useWizard } from '../../wizard-store.ts';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';
import { CodeField } from '../../../../ui/code-field.tsx';

type Channel = 'mobile' | 'email';
const FIELD = { mobile: 'otpMobile', email: 'otpEmail' } as const;
const TYPE = { mobile: 1, email: 2 } as const;

/** Step 11: the 6-digit codes sent by SMS and by e-mail, each verified on its own, then the registration. */
export function StepOtp() {
  const { data: wizardData, numConto, otpVerified, set } = useWizard();
  const submitRegistration = useRegistrationSubmit();
  const [resent, setResent] = useState<Channel | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, formState, trigger, getValues, setError, clearErrors } = useStepForm(() => stepSchemas().then((m) => m.ZStep11), {
    otpMobile: '',
    otpEmail: '',
  });
  const e = formState.errors;

  /** One channel's check: verified, or the server's refusal (or the network's failure) under its field. */
  const verifyOptions = (ch: Channel) => ({
    onSuccess: () => {
      set({ otpVerified: { ...useWizard.getState().otpVerified, [ch]: true } });
      clearErrors(FIELD[ch]);
      setFormError(null);
    },
    onError: formOnError(
      setError,
      (_text, err) => setError(FIELD[ch], { message: err instanceof Refusal ? err.message || REG_TEXT.otpInvalid : REG_TEXT.networkError }),
      [FIELD[ch]],
    ),
  });
  // The button stays disabled while its call runs and comes back on failure (document 2 §4).
  const verification = {
    mobile: useCallMutation(registrationCalls.VerifyOtpCode, verifyOptions('mobile')),
    email: useCallMutation(registrationCalls.VerifyOtpCode, verifyOptions('email')),
  };
  const verify = async (ch: Channel) => {
    if (!numConto || !(await trigger(FIELD[ch]))) return;
    const data = ch === 'mobile' ? wizardData.cellulare : wizardData.email;
    verification[ch].mutate({ query: { numConto, codice: getValues(FIELD[ch]), type: TYPE[ch], data } });
  };

  // A failed resend says nothing: the player can ask again.
  const resend = useCallMutation(registrationCalls.ResendOtpCode, {
    onSettled: (_d, _e, input) => setResent(input.query.type === TYPE.mobile ? 'mobile' : 'email'),
  });

  const completion = useMutation({ mutationFn: submitRegistration });
  const onSubmit = (ev: React.FormEvent) => {
    ev.preventDefault();
    const v = useWizard.getState().otpVerified;
    if (!v.mobile || !v.email) {
      setFormError(REG_TEXT.otpIncomplete);
      return;
    }
    completion.mutate();
  };

  const row = (ch: Channel, label: string, sentTo: string) => (
    <div className="reg-otp">
      <CodeField
        label={label}
        readOnly={otpVerified[ch]}
        hint={otpVerified[ch] ? REG_TEXT.otpVerified : `Codice inviato a ${sentTo}`}
        error={e[FIELD[ch]]?.message}
        {...register(FIELD[ch])}
      />
      <div className="reg-otp__actions">
        <button type="button" className="btn btn--outline btn--sm" disabled={verification[ch].isPending || otpVerified[ch]} onClick={() => void verify(ch)}>
          {otpVerified[ch] ? 'Verificato' : 'Verifica'}
          <span className="sr-only"> {label}</span>
        </button>
        {!otpVerified[ch] && (
          <button type="button" className="btn btn--link btn--sm" onClick={() => numConto && resend.mutate({ query: { numConto, type: TYPE[ch] } })}>
            {resent === ch ? 'Codice inviato di nuovo' : 'Invia di nuovo'}
          </button>
        )}
      </div>
    </div>
  );

  return (
    <StepLayout title="Verifica OTP" onSubmit={(ev) => void onSubmit(ev)} submitLabel="Completa la registrazione" busy={completion.isPending}>
      <p className="reg-step__intro">Abbiamo inviato un codice di 6 cifre al tuo cellulare e uno al tuo indirizzo email.</p>
      {row('mobile', 'OTP cellulare', wizardData.cellulare)}
      {row('email', 'OTP email', wizardData.email)}
      {formError && (
        <p className="reg-alert" role="alert">
          {formError}
        </p>
      )}
    </StepLayout>
  );
}
