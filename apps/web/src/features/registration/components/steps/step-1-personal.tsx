import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@betsite/contract/calls/define-call';
import type { PreRegister } from '@betsite/contract/calls/registration';
import { registrationClient } from '../../api/registration-client.ts';
import { useSiteModule, useSiteVariable } from '../../../../lib/site-config.ts';
import { Field } from '../../../../ui/field.tsx';
import { useWizard } from '../../wizard-store.ts';
import { RegistrationBanner } from '../registration-banner.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** PreRegister, its call client loaded at the submit (api/registration-client.ts). */
async function preRegisterCall(body: CallBody<typeof PreRegister>) {
  const { callApi, calls } = await registrationClient();
  return callApi(calls.PreRegister, { body });
}

/** Step 1: first name, last name, email, mobile (+39 by default); 'Registrati'. */
export function StepPersonal() {
  const { data, patch, forward } = useWizard();
  const customPattern = useSiteVariable('Mobile_CustomPattern');
  const preRegistration = useSiteModule('PreRegistration');
  const preRegister = useMutation({ mutationFn: preRegisterCall });
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
      // The pre-registration only lets the operator call back an abandoned sign-up: its failure must not stop the player.
      await preRegister
        .mutateAsync({ FirstName: v.nome, LastName: v.cognome, Email: v.email, Mobile: v.cellulare })
        .then((id) => id && patch({ preRegId: id }))
        .catch(() => {});
    }
    forward();
  });

  // The values are also the inputs' initial values: the server draws step 1 with them (the +39 of the mobile).
  return (
    <StepLayout title="Dati personali" onSubmit={(ev) => void onSubmit(ev)} submitLabel="Registrati" busy={preRegister.isPending}>
      <RegistrationBanner />
      <div className="reg-grid">
        <Field label="Nome" autoComplete="given-name" error={e.nome?.message} defaultValue={data.nome} {...register('nome')} />
        <Field label="Cognome" autoComplete="family-name" error={e.cognome?.message} defaultValue={data.cognome} {...register('cognome')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" inputMode="email" error={e.email?.message} defaultValue={data.email} {...register('email')} />
      {/* Enter here submits the form, so a valid step moves on (document 2 §5). */}
      <Field
        label="Cellulare"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={e.cellulare?.message}
        hint="Prefisso +39 seguito dal numero"
        defaultValue={data.cellulare}
        {...register('cellulare')}
      />
    </StepLayout>
  );
}
