import { useEffect, useState } from 'react';
import { ESTERO_ID, ITALY_ID } from '@betsite/contract/registration-codes';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { isValidCodiceFiscale, sameCodiceFiscale } from '@betsite/domain/codice-fiscale';
import { Field } from '../../../../ui/field.tsx';
import * as registrationCalls from '@betsite/contract/calls/registration';
import { callApi } from '../../../../lib/call-api.ts';
import { codiceFiscaleRefusal } from '../../lib/cf-check.ts';
import { useNazioni } from '../../api/catalogue-queries.ts';
import { useWizard } from '../../wizard-store.ts';
import { RadioGroup } from '../form-controls.tsx';
import { SelectField } from '../../../../ui/form-controls.tsx';
import { PlaceTypeahead } from '../place-typeahead.tsx';
import { StepLayout } from '../step-layout.tsx';
import { stepSchemas, useStepForm } from '../use-step-form.ts';
import { italianDay } from '@betsite/domain/italian-day';

/** Step 3: gender, birth date, country and municipality, and the fiscal code (generated or verified). */
export function StepBirth() {
  const { data, patch, forward, manualBirth } = useWizard();
  const nazioni = useNazioni();
  const [generated, setGenerated] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setValue, setError, clearErrors } = useStepForm(() => stepSchemas().then((m) => m.ZStep3Form), {
    sesso: data.sesso || undefined,
    dataNascita: data.dataNascita,
    nazioneNascitaId: data.nazioneNascitaId,
    comuneNascitaId: data.comuneNascitaId ?? undefined,
    codiceFiscale: data.codiceFiscale,
  });
  const e = formState.errors;
  const [sesso, dataNascita, nazioneId, comuneId, typed] = watch(['sesso', 'dataNascita', 'nazioneNascitaId', 'comuneNascitaId', 'codiceFiscale']);
  const [comuneName, setComuneName] = useState(data.comuneNascitaNome);
  const abroad = Number(nazioneId) !== ITALY_ID;

  // A foreign birth country forces ESTERO (code EE, id 0) and locks the municipality.
  useEffect(() => {
    if (abroad) {
      setValue('comuneNascitaId', ESTERO_ID);
      setComuneName('ESTERO');
    } else if (Number(comuneId) === ESTERO_ID) {
      setValue('comuneNascitaId', undefined as never);
      setComuneName('');
    }
  }, [abroad]); // eslint-disable-line react-hooks/exhaustive-deps

  // Generate the code once the data is complete; an empty field takes it, a different one gets the suggestion.
  useEffect(() => {
    const complete =
      (sesso === 'M' || sesso === 'F') && /^\d{4}-\d{2}-\d{2}$/.test(String(dataNascita)) && comuneId !== undefined && !Number.isNaN(Number(comuneId));
    if (!complete) {
      setGenerated(null);
      return;
    }
    let live = true;
    const body = { nome: data.nome, cognome: data.cognome, sesso, dataNascita: String(dataNascita), nazioneId: Number(nazioneId), comuneId: Number(comuneId) };
    // A refusal or a failure: no suggestion.
    callApi(registrationCalls.GenerateCF, { body })
      .then(({ codice: code }) => {
        if (!live) return;
        setGenerated(code);
        if (code && !String(typed ?? '').trim()) setValue('codiceFiscale', code, { shouldValidate: true });
      })
      .catch(() => live && setGenerated(null));
    return () => {
      live = false;
    };
  }, [sesso, dataNascita, nazioneId, comuneId]); // eslint-disable-line react-hooks/exhaustive-deps

  const typedCode = String(typed ?? '')
    .trim()
    .toUpperCase();
  const mismatch = Boolean(generated && typedCode && !(isValidCodiceFiscale(typedCode) && sameCodiceFiscale(typedCode, generated)));

  const onSubmit = handleSubmit(async (v) => {
    if (mismatch && generated) {
      setError('codiceFiscale', { message: REG_TEXT.cfSuggestion(generated) });
      return;
    }
    const refused = await codiceFiscaleRefusal(v.codiceFiscale);
    if (refused) return setError('codiceFiscale', { message: refused });
    patch({
      sesso: v.sesso,
      dataNascita: v.dataNascita,
      nazioneNascitaId: v.nazioneNascitaId,
      comuneNascitaId: v.comuneNascitaId,
      comuneNascitaNome: comuneName,
      codiceFiscale: v.codiceFiscale,
    });
    forward();
  });

  const today = italianDay(new Date());
  return (
    <StepLayout title="Dati di nascita" onSubmit={(ev) => void onSubmit(ev)}>
      {manualBirth && <p className="reg-step__intro">Inserisci i tuoi dati di nascita: calcoleremo il codice fiscale.</p>}
      <RadioGroup legend="Sesso" error={e.sesso?.message}>
        <label className="reg-radio">
          <input type="radio" value="M" {...register('sesso')} /> MASCHIO
        </label>
        <label className="reg-radio">
          <input type="radio" value="F" {...register('sesso')} /> FEMMINA
        </label>
      </RadioGroup>
      <Field label="Data di nascita" type="date" max={today} error={e.dataNascita?.message} {...register('dataNascita')} />
      <SelectField
        label="Nazione di nascita"
        error={e.nazioneNascitaId?.message}
        options={(nazioni.data ?? [{ Id: ITALY_ID, Nome: 'Italia' }]).map((n) => ({ value: n.Id, label: n.Nome }))}
        {...register('nazioneNascitaId')}
      />
      <PlaceTypeahead
        label="Comune di nascita"
        kind="GetComuniNascita"
        value={{
          id: comuneId === undefined ? null : Number(comuneId),
          name: comuneName,
        }}
        disabled={abroad}
        hint="Digita le prime lettere e scegli dall'elenco, oppure ESTERO se sei nato all'estero"
        error={e.comuneNascitaId?.message}
        onChange={(v) => {
          setComuneName(v.name);
          setValue('comuneNascitaId', (v.id ?? undefined) as never, {
            shouldValidate: formState.isSubmitted,
          });
        }}
      />
      <Field label="Codice fiscale" autoComplete="off" maxLength={16} className="reg-upper" error={e.codiceFiscale?.message} {...register('codiceFiscale')} />
      {mismatch && generated && (
        <div className="reg-suggestion" role="status">
          <p>{REG_TEXT.cfSuggestion(generated)}</p>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              setValue('codiceFiscale', generated, { shouldValidate: true });
              clearErrors('codiceFiscale');
            }}
          >
            Sì, modifica
          </button>
        </div>
      )}
    </StepLayout>
  );
}
