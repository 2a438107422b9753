import { useState } from 'react';
import { DOCUMENT_TYPES } from '@betsite/contract/registration-codes';
import { Field } from '../../../../ui/field.tsx';
import { useEmittenti, useTipiDocumenti } from '../../api/catalogue-queries.ts';
import { useWizard } from '../../wizard-store.ts';
import { SelectField } from '../../../../ui/form-controls.tsx';
import { PlaceTypeahead } from '../place-typeahead.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';
import { italianDay } from '@betsite/domain/italian-day';

/** Step 5: identity document type, number, issuer, issuing municipality, issue and expiry dates. */
export function StepDocument() {
  const { data, patch, forward } = useWizard();
  const tipi = useTipiDocumenti();
  const enti = useEmittenti();
  const [comuneName, setComuneName] = useState(data.comuneRilascioNome);
  const { register, handleSubmit, formState, setValue, watch } = useStepForm(() => stepSchemas().then((m) => m.ZStep5Form), {
    tipoDocumentoId: data.tipoDocumentoId ?? ('' as never),
    numeroDocumento: data.numeroDocumento,
    enteRilascioId: data.enteRilascioId ?? ('' as never),
    comuneRilascioId: data.comuneRilascioId ?? undefined,
    dataRilascioDocumento: data.dataRilascioDocumento,
    dataScadenzaDocumento: data.dataScadenzaDocumento,
  });
  const e = formState.errors;
  const comuneId = watch('comuneRilascioId');
  const onSubmit = handleSubmit((v) => {
    patch({ ...v, comuneRilascioNome: comuneName });
    forward();
  });
  const today = italianDay(new Date());
  return (
    <StepLayout title="Documento di identità" onSubmit={(ev) => void onSubmit(ev)}>
      <SelectField
        label="Tipo documento"
        placeholder="Seleziona"
        error={e.tipoDocumentoId?.message}
        options={(tipi.data ?? DOCUMENT_TYPES).map((d) => ({
          value: d.Id,
          label: d.Nome,
        }))}
        {...register('tipoDocumentoId')}
      />
      <Field label="Numero documento" autoComplete="off" className="reg-upper" error={e.numeroDocumento?.message} {...register('numeroDocumento')} />
      <SelectField
        label="Rilasciato da"
        placeholder="Seleziona"
        error={e.enteRilascioId?.message}
        options={(enti.data ?? []).map((d) => ({ value: d.Id, label: d.Nome }))}
        {...register('enteRilascioId')}
      />
      <PlaceTypeahead
        label="Comune di rilascio"
        kind="GetComuni"
        value={{
          id: comuneId === undefined ? null : Number(comuneId),
          name: comuneName,
        }}
        error={e.comuneRilascioId?.message}
        onChange={(v) => {
          setComuneName(v.name);
          setValue('comuneRilascioId', (v.id ?? undefined) as never, {
            shouldValidate: formState.isSubmitted,
          });
        }}
      />
      <div className="reg-grid">
        <Field label="Data di rilascio" type="date" max={today} error={e.dataRilascioDocumento?.message} {...register('dataRilascioDocumento')} />
        <Field label="Data di scadenza" type="date" min={today} error={e.dataScadenzaDocumento?.message} {...register('dataScadenzaDocumento')} />
      </div>
    </StepLayout>
  );
}
