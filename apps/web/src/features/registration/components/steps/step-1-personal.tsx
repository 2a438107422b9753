import { useState } from 'react';
import { useSiteModule, useSiteVariable } from '../../../../lib/site-config.ts';
import { Field } from '../../../../ui/field.tsx';
import { preRegister } from '../../api/registration-calls.ts';
import { useWizard } from '../../wizard-store.ts';
import { RegistrationBanner } from '../registration-banner.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 1: first name, last name, email, mobile (+39 by default); 'Registrati'. */
export function StepPersonal() {
  const { data, patch, forward } = useWizard();
  const customPattern = useSiteVariable('Mobile_CustomPattern');
  const preRegistration = useSiteModule('PreRegistration');
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, formState } = useStepForm(() => stepSchemas().then((m) => m.step1Form(customPattern)), {
    nome: data.nome,
    cognome: data.cognome,
    email: data.email,
    cellulare: data.cellulare,
  });
  const e = formState.errors;

  const onSubmit = handleSubmit(async (v) => {
    patch({
      nome: v.nome,
      cognome: v.cognome,
      email: v.email,
      cellulare: v.cellulare.replace(/\s+/g, ''),
    });
    if (preRegistration && !data.preRegId) {
      setBusy(true);
      // The pre-registration only lets the operator call back an abandoned sign-up: its failure must not stop the player.
      const res = await preRegister({
        FirstName: v.nome,
        LastName: v.cognome,
        Email: v.email,
        Mobile: v.cellulare,
      }).catch(() => null);
      if (res?.ResponseCode === 0 && res.ResponseData) patch({ preRegId: res.ResponseData });
      setBusy(false);
    }
    forward();
  });

  return (
    <StepLayout title="Dati personali" onSubmit={(ev) => void onSubmit(ev)} submitLabel="Registrati" busy={busy}>
      <RegistrationBanner />
      <div className="reg-grid">
        <Field label="Nome" autoComplete="given-name" error={e.nome?.message} {...register('nome')} />
        <Field label="Cognome" autoComplete="family-name" error={e.cognome?.message} {...register('cognome')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" inputMode="email" error={e.email?.message} {...register('email')} />
      {/* Enter here submits the form, so a valid step moves on (document 2 §5). */}
      <Field
        label="Cellulare"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={e.cellulare?.message}
        hint="Prefisso +39 seguito dal numero"
        {...register('cellulare')}
      />
    </StepLayout>
  );
}
