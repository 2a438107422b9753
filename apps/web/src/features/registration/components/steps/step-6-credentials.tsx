import { useState } from 'react';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { Field } from '../../../../ui/field.tsx';
import { checkUsername } from '../../api/registration-calls.ts';
import { botToken } from '../../../../lib/bot-check.ts';
import { useWizard } from '../../wizard-store.ts';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 6: username (with the availability check), password and its repeat. */
export function StepCredentials() {
  const { data, patch, forward } = useWizard();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState, setError } = useStepForm(() => stepSchemas().then((m) => m.ZStep6Form), {
    username: data.username,
    password: data.password,
    passwordConfirm: data.passwordConfirm,
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (v) => {
    setBusy(true);
    try {
      const res = await checkUsername(v.username, await botToken('check_username'));
      if (res.ResponseCode !== 0) {
        setError('username', {
          message: res.ResponseCode === -3 ? (res.ResponseMessage ?? REG_TEXT.usernameTaken) : REG_TEXT.usernameTaken,
        });
        return;
      }
    } catch {
      setError('username', { message: REG_TEXT.networkError });
      return;
    } finally {
      setBusy(false);
    }
    patch(v);
    forward();
  });
  return (
    <StepLayout title="Credenziali di accesso" onSubmit={(ev) => void onSubmit(ev)} busy={busy}>
      <Field label="Username" autoComplete="username" hint="Almeno 6 caratteri, solo lettere e numeri" error={e.username?.message} {...register('username')} />
      <Field
        label="Password"
        type="password"
        revealable
        autoComplete="new-password"
        hint="Da 8 a 200 caratteri, almeno una lettera e un numero, senza spazi"
        error={e.password?.message}
        {...register('password')}
      />
      <Field
        label="Ripeti password"
        type="password"
        revealable
        autoComplete="new-password"
        error={e.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
    </StepLayout>
  );
}
