import { Field } from '../../../../ui/field.tsx';
import { referLocked } from '../../lib/referral-storage.ts';
import { useWizard } from '../../wizard-store.ts';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 9: referrer and bonus or promo code, both optional; a referrer from the link is locked. */
export function StepPromo() {
  const { data, patch, forward } = useWizard();
  const locked = referLocked();
  const { register, handleSubmit, formState } = useStepForm(() => stepSchemas().then((m) => m.ZStep9), {
    refer: data.refer,
    codicePromo: data.codicePromo,
  });
  const onSubmit = handleSubmit((v) => {
    patch({ refer: v.refer ?? '', codicePromo: v.codicePromo ?? '' });
    forward();
  });
  return (
    <StepLayout title="Codice amico e promo" onSubmit={(ev) => void onSubmit(ev)}>
      <Field label="Codice amico (facoltativo)" autoComplete="off" readOnly={locked} error={formState.errors.refer?.message} {...register('refer')} />
      <Field
        label="Codice bonus o promo (facoltativo)"
        autoComplete="off"
        className="reg-upper"
        error={formState.errors.codicePromo?.message}
        {...register('codicePromo')}
      />
    </StepLayout>
  );
}
