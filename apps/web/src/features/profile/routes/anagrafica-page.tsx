import { useState } from 'react';
import { ITALY_ID } from '@betsite/contract/registration-codes';
import type { TAnagrafica } from '@betsite/contract/profile';
import { Field } from '../../../ui/field.tsx';
import { PlaceTypeahead, useEmittenti, useNazioni, useTipiDocumenti } from '../../registration/index.ts';
import { SelectField } from '../../../ui/form-controls.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateUser } from '../components/use-update-user.tsx';
import { updateUserOnError } from '../lib/update-user-errors.ts';
import { AnagraficaSection } from '../components/anagrafica-section.tsx';
import { italianDay } from '@betsite/domain/italian-day';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';

const formatDay = (iso: string) => (iso ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('it-IT', { timeZone: 'UTC' }) : '');

/** /account/edit/anagrafica: EL_GetAnagrafica and UpdateUser (document 2 §3, §4, §5 "Edit anagrafica"). */
export default function AnagraficaPage() {
  return <AnagraficaSection tab="anagrafica">{(a) => <AnagraficaForm a={a} />}</AnagraficaSection>;
}

/** The fields of ZAnagraficaEdit (the server's field errors are placed on these). */
const EDIT_FIELDS = [
  'nazioneResidenzaId',
  'indirizzoResidenza',
  'capResidenza',
  'comuneResidenzaId',
  'tipoDocumentoId',
  'numeroDocumento',
  'enteRilascioId',
  'comuneRilascioId',
  'dataRilascioDocumento',
  'dataScadenzaDocumento',
];

function AnagraficaForm({ a }: { a: TAnagrafica }) {
  const nazioni = useNazioni();
  const tipi = useTipiDocumenti();
  const emittenti = useEmittenti();
  const [residenceName, setResidenceName] = useState(a.provinciaResidenza ? `${a.comuneResidenzaNome} (${a.provinciaResidenza})` : a.comuneResidenzaNome);
  const [issuingName, setIssuingName] = useState(a.comuneRilascioNome);
  const { register, handleSubmit, formState, setValue, watch, setError } = useSchemaForm(
    () => import('../lib/form-schemas.ts').then((m) => m.ZAnagraficaEdit),
    {
      nazioneResidenzaId: a.nazioneResidenzaId,
      indirizzoResidenza: a.indirizzoResidenza,
      capResidenza: a.capResidenza,
      comuneResidenzaId: a.comuneResidenzaId,
      tipoDocumentoId: a.tipoDocumentoId,
      numeroDocumento: a.numeroDocumento,
      enteRilascioId: a.enteRilascioId,
      comuneRilascioId: a.comuneRilascioId,
      dataRilascioDocumento: a.dataRilascioDocumento,
      dataScadenzaDocumento: a.dataScadenzaDocumento,
    },
  );
  const { save, busy, dialog } = useUpdateUser({ onError: updateUserOnError('anagrafica', setError, EDIT_FIELDS) });
  const e = formState.errors;
  const residenceId = watch('comuneResidenzaId');
  const issuingId = watch('comuneRilascioId');
  const today = italianDay(new Date());
  const onSubmit = handleSubmit((v) => save({ anagrafica: v }));

  return (
    <>
      <h2 className="sr-only">Anagrafica</h2>
      <dl className="profile-readonly" aria-label="Dati non modificabili">
        <div>
          <dt>Nome e cognome</dt>
          <dd>
            {a.nome} {a.cognome}
          </dd>
        </div>
        <div>
          <dt>Codice fiscale</dt>
          <dd>{a.codiceFiscale}</dd>
        </div>
        <div>
          <dt>Nascita</dt>
          <dd>
            {formatDay(a.dataNascita)} – {a.comuneNascitaNome || 'ESTERO'}
          </dd>
        </div>
      </dl>
      <p className="muted">Il codice fiscale e i dati di nascita non si modificano online: per correggerli contatta l'assistenza clienti.</p>
      <form className="profile-form" noValidate onSubmit={(ev) => void onSubmit(ev)}>
        <fieldset>
          <legend>Residenza</legend>
          <SelectField
            label="Nazione di residenza"
            error={e.nazioneResidenzaId?.message}
            options={(nazioni.data ?? [{ Id: ITALY_ID, Nome: 'Italia' }]).map((n) => ({ value: n.Id, label: n.Nome }))}
            {...register('nazioneResidenzaId')}
          />
          <Field label="Indirizzo" autoComplete="street-address" error={e.indirizzoResidenza?.message} {...register('indirizzoResidenza')} />
          <div className="profile-grid">
            <Field label="CAP" inputMode="numeric" autoComplete="postal-code" maxLength={5} error={e.capResidenza?.message} {...register('capResidenza')} />
            <PlaceTypeahead
              label="Comune di residenza (provincia)"
              kind="GetComuni"
              hint="Digita le prime lettere e scegli dall'elenco"
              value={{ id: residenceId === undefined ? null : Number(residenceId), name: residenceName }}
              error={e.comuneResidenzaId?.message}
              onChange={(v) => {
                setResidenceName(v.name);
                setValue('comuneResidenzaId', (v.id ?? undefined) as never, { shouldValidate: formState.isSubmitted });
              }}
            />
          </div>
        </fieldset>
        <fieldset>
          <legend>Documento d'identità</legend>
          <p className="muted">
            Se cambi i dati del documento, caricane una copia nella pagina <Link to={paths.editDocumenti}>Documenti</Link>: potrai prelevare appena sarà
            verificata.
          </p>
          <div className="profile-grid">
            <SelectField
              label="Tipo di documento"
              error={e.tipoDocumentoId?.message}
              options={(tipi.data ?? []).map((t) => ({ value: t.Id, label: t.Nome }))}
              {...register('tipoDocumentoId')}
            />
            <Field label="Numero documento" autoComplete="off" error={e.numeroDocumento?.message} {...register('numeroDocumento')} />
            <SelectField
              label="Rilasciato da"
              error={e.enteRilascioId?.message}
              options={(emittenti.data ?? []).map((t) => ({ value: t.Id, label: t.Nome }))}
              {...register('enteRilascioId')}
            />
            <PlaceTypeahead
              label="Comune di rilascio"
              kind="GetComuni"
              value={{ id: issuingId === undefined ? null : Number(issuingId), name: issuingName }}
              error={e.comuneRilascioId?.message}
              onChange={(v) => {
                setIssuingName(v.name);
                setValue('comuneRilascioId', (v.id ?? undefined) as never, { shouldValidate: formState.isSubmitted });
              }}
            />
            <Field label="Data di rilascio" type="date" max={today} error={e.dataRilascioDocumento?.message} {...register('dataRilascioDocumento')} />
            <Field label="Data di scadenza" type="date" min={today} error={e.dataScadenzaDocumento?.message} {...register('dataScadenzaDocumento')} />
          </div>
        </fieldset>
        <div className="profile-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Salva
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
