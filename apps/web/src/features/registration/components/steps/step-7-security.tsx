import { SECURITY_QUESTIONS } from '@betsite/contract/account-field-texts';
import { Field } from '../../../../ui/field.tsx';
import { useWizard } from '../../wizard-store.ts';
import { SelectField } from '../../../../ui/form-controls.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 7: one of the four fixed secret questions, the answer and its repeat. */
export function StepSecurity() {
  const { data, patch, forward } = useWizard();
  const { register, handleSubmit, formState } = useStepForm(() => stepSchemas().then((m) => m.ZStep7Form), {
    securityQuestion: data.securityQuestion ?? ('' as never),
    securityAnswer: data.securityAnswer,
    securityAnswerConfirm: data.securityAnswerConfirm,
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((v) => {
    patch(v);
    forward();
  });
  return (
    <StepLayout title="Domanda segreta" onSubmit={(ev) => void onSubmit(ev)}>
      <SelectField
        label="Domanda segreta"
        placeholder="Seleziona una domanda"
        error={e.securityQuestion?.message}
        options={SECURITY_QUESTIONS.map((q) => ({
          value: q.id,
          label: q.question,
        }))}
        {...register('securityQuestion')}
      />
      <Field label="Risposta" autoComplete="off" error={e.securityAnswer?.message} {...register('securityAnswer')} />
      <Field label="Ripeti risposta" autoComplete="off" error={e.securityAnswerConfirm?.message} {...register('securityAnswerConfirm')} />
    </StepLayout>
  );
}
