import { useState } from 'react';
import { ITALY_ID } from '@betsite/contract/registration-codes';
import { Field } from '../../../../ui/field.tsx';
import { useNazioni } from '../../api/catalogue-queries.ts';
import { useWizard } from '../../wizard-store.ts';
import { SelectField } from '../../../../ui/form-controls.tsx';
import { PlaceTypeahead } from '../place-typeahead.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';

/** Step 4: residence country (Italy by default), address, postal code, municipality. */
export function StepResidence() {
  const { data, patch, forward } = useWizard();
  const nazioni = useNazioni();
  const [comuneName, setComuneName] = useState(data.comuneResidenzaNome);
  const { register, handleSubmit, formState, setValue, watch } = useStepForm(() => stepSchemas().then((m) => m.ZStep4), {
    nazioneResidenzaId: data.nazioneResidenzaId,
    indirizzoResidenza: data.indirizzoResidenza,
    capResidenza: data.capResidenza,
    comuneResidenzaId: data.comuneResidenzaId ?? undefined,
  });
  const e = formState.errors;
  const comuneId = watch('comuneResidenzaId');
  const onSubmit = handleSubmit((v) => {
    patch({ ...v, comuneResidenzaNome: comuneName });
    forward();
  });
  return (
    <StepLayout title="Residenza" onSubmit={(ev) => void onSubmit(ev)}>
      <SelectField
        label="Nazione di residenza"
        error={e.nazioneResidenzaId?.message}
        options={(nazioni.data ?? [{ Id: ITALY_ID, Nome: 'Italia' }]).map((n) => ({ value: n.Id, label: n.Nome }))}
        {...register('nazioneResidenzaId')}
      />
      <Field label="Indirizzo" autoComplete="street-address" error={e.indirizzoResidenza?.message} {...register('indirizzoResidenza')} />
      <div className="reg-grid">
        <Field label="CAP" inputMode="numeric" autoComplete="postal-code" maxLength={5} error={e.capResidenza?.message} {...register('capResidenza')} />
        <PlaceTypeahead
          label="Comune di residenza"
          kind="GetComuni"
          value={{
            id: comuneId === undefined ? null : Number(comuneId),
            name: comuneName,
          }}
          error={e.comuneResidenzaId?.message}
          onChange={(v) => {
            setComuneName(v.name);
            setValue('comuneResidenzaId', (v.id ?? undefined) as never, {
              shouldValidate: formState.isSubmitted,
            });
          }}
        />
      </div>
    </StepLayout>
  );
}
