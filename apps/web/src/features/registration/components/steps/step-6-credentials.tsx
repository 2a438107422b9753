import { useMutation } from '@tanstack/react-query';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { REG_CODES } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { Field } from '../../../../ui/field.tsx';
import { callApi } from '../../../../lib/call-api.ts';
import { formOnError } from '../../../../lib/form-errors.ts';
import { Refusal } from '../../../../lib/refusal.ts';
import { botToken } from '../../../../lib/bot-check.ts';
import { useWizard } from '../../wizard-store.ts';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 6: username (with the availability check), password and its repeat. */
export function StepCredentials() {
  const { data, patch, forward } = useWizard();
  const { register, handleSubmit, formState, setError } = useStepForm(() => stepSchemas().then((m) => m.ZStep6Form), {
    username: data.username,
    password: data.password,
    passwordConfirm: data.passwordConfirm,
  });
  const e = formState.errors;
  /** The availability check; a free username moves on. */
  const check = useMutation({
    mutationFn: async (v: { username: string; password: string; passwordConfirm: string }) => {
      await callApi(registrationCalls.CheckUsername, { query: { username: v.username, recaptcha: await botToken('check_username') } });
      return v;
    },
    onSuccess: (v) => {
      patch(v);
      forward();
    },
    // Under the username: the server's own field error; a refusal: taken, or the bot check's words (-3); else the network's.
    onError: formOnError(
      setError,
      (_text, err) =>
        setError('username', {
          message: err instanceof Refusal ? (err.code === REG_CODES.ANOMALOUS_TRAFFIC ? err.message : REG_TEXT.usernameTaken) : REG_TEXT.networkError,
        }),
      ['username'],
    ),
  });
  const onSubmit = handleSubmit((v) => check.mutate(v));
  return (
    <StepLayout title="Credenziali di accesso" onSubmit={(ev) => void onSubmit(ev)} busy={check.isPending}>
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
