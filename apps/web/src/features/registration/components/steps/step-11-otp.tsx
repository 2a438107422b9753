import { useState } from 'react';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { resendOtpCode, verifyOtpCode } from '../../api/registration-calls.ts';
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
  const { data, numConto, otpVerified, set } = useWizard();
  const submitRegistration = useRegistrationSubmit();
  const [pending, setPending] = useState<Record<Channel, boolean>>({
    mobile: false,
    email: false,
  });
  const [resent, setResent] = useState<Channel | null>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, formState, trigger, getValues, setError, clearErrors } = useStepForm(() => stepSchemas().then((m) => m.ZStep11), {
    otpMobile: '',
    otpEmail: '',
  });
  const e = formState.errors;

  const verify = async (ch: Channel) => {
    if (!numConto || !(await trigger(FIELD[ch]))) return;
    // The button stays disabled while the call runs and comes back on failure (document 2 §4).
    setPending((p) => ({ ...p, [ch]: true }));
    try {
      const res = await verifyOtpCode({
        numConto,
        codice: getValues(FIELD[ch]),
        type: TYPE[ch],
        data: ch === 'mobile' ? data.cellulare : data.email,
      });
      if (res.ResponseCode === 0) {
        set({
          otpVerified: { ...useWizard.getState().otpVerified, [ch]: true },
        });
        clearErrors(FIELD[ch]);
        setFormError(null);
      } else
        setError(FIELD[ch], {
          message: res.ResponseMessage ?? REG_TEXT.otpInvalid,
        });
    } catch {
      setError(FIELD[ch], { message: REG_TEXT.networkError });
    } finally {
      setPending((p) => ({ ...p, [ch]: false }));
    }
  };

  const resend = async (ch: Channel) => {
    if (!numConto) return;
    await resendOtpCode({ numConto, type: TYPE[ch] }).catch(() => null);
    setResent(ch);
  };

  const onSubmit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const v = useWizard.getState().otpVerified;
    if (!v.mobile || !v.email) {
      setFormError(REG_TEXT.otpIncomplete);
      return;
    }
    setBusy(true);
    await submitRegistration();
    setBusy(false);
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
        <button type="button" className="btn btn--outline btn--sm" disabled={pending[ch] || otpVerified[ch]} onClick={() => void verify(ch)}>
          {otpVerified[ch] ? 'Verificato' : 'Verifica'}
          <span className="sr-only"> {label}</span>
        </button>
        {!otpVerified[ch] && (
          <button type="button" className="btn btn--link btn--sm" onClick={() => void resend(ch)}>
            {resent === ch ? 'Codice inviato di nuovo' : 'Invia di nuovo'}
          </button>
        )}
      </div>
    </div>
  );

  return (
    <StepLayout title="Verifica OTP" onSubmit={(ev) => void onSubmit(ev)} submitLabel="Completa la registrazione" busy={busy}>
      <p className="reg-step__intro">Abbiamo inviato un codice di 6 cifre al tuo cellulare e uno al tuo indirizzo email.</p>
      {row('mobile', 'OTP cellulare', data.cellulare)}
      {row('email', 'OTP email', data.email)}
      {formError && (
        <p className="reg-alert" role="alert">
          {formError}
        </p>
      )}
    </StepLayout>
  );
}
