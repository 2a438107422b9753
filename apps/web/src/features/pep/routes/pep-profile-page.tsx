import { useNavigate } from 'react-router';
import { PEP_OTHER_SOURCE, PEP_TEXT } from '@betsite/contract/pep-texts';
import { paths } from '../../../lib/paths.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { usePepInfo, useSetPepInfo } from '../api/pep-calls.ts';
import { useStillLoading } from '../../../lib/use-still-loading.ts';

type Choice = 'professione' | 'fasciaReddito' | 'origineFondi';

/** EL_SetPepInfo's own schema, loaded on the first validation. */
const loadSchema = () => import('@betsite/contract/pep').then((m) => m.ZSetPepInfoRequest);
/** A select's value: its option's id, none while 'Seleziona…' is chosen. */
const choiceValue = (v: unknown) => (v === '' || v === undefined ? undefined : Number(v));

/** /account/edit/pep-profile (document 2 §2, §5, §8): the questionnaire; success goes to /account/status. */
export default function PepProfilePage() {
  const info = usePepInfo();
  const navigate = useNavigate();
  const updateUser = useSession((s) => s.updateUser);
  // Checked on 'Invia', as the questionnaire always was.
  const { register, handleSubmit, formState, setError, watch } = useSchemaForm(
    loadSchema,
    { ragione: ' ', origineFondiAltro: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit' },
  );
  const send = useSetPepInfo({
    onSuccess: () => {
      updateUser({ richiedereIsPep: false });
      showDialog({ title: PEP_TEXT.successTitle, text: PEP_TEXT.success, tone: 'success' });
      void navigate(paths.status);
    },
    onError: formOnError(setError, () => showDialog({ title: PEP_TEXT.failureTitle, text: PEP_TEXT.failure, tone: 'error' })),
  });
  const errors = formState.errors;
  const otherSource = watch('origineFondi') === PEP_OTHER_SOURCE;
  // The page renders in slices once its data is in (lib/use-still-loading.ts).
  const loading = useStillLoading(info.isPending);
  if (loading) return <Loader />;
  const lists: { key: Choice; label: string; options: { Id: number; Descrizione: string }[] }[] = [
    { key: 'professione', label: PEP_TEXT.professione, options: info.data?.Professioni ?? [] },
    { key: 'fasciaReddito', label: PEP_TEXT.fasciaReddito, options: info.data?.FasciaReddito ?? [] },
    { key: 'origineFondi', label: PEP_TEXT.origineFondi, options: info.data?.OrigineFondi ?? [] },
  ];
  const submit = handleSubmit((v) =>
    send.mutate({
      // `ragione` is always sent as blank spaces (document 2 §3).
      body: { ...v, ragione: ' ', origineFondiAltro: v.origineFondi === PEP_OTHER_SOURCE ? (v.origineFondiAltro ?? null) : null },
    }),
  );

  return (
    <section className="page page--narrow">
      <h1>{PEP_TEXT.title}</h1>
      <p className="notice notice--info">{PEP_TEXT.notice}</p>
      {info.error && (
        <p className="notice notice--error" role="alert">
          {PEP_TEXT.failure}
        </p>
      )}
      <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
        {lists.map((l) => (
          <div key={l.key} className={`field${errors[l.key]?.message ? ' field--error' : ''}`}>
            <label htmlFor={`pep-${l.key}`}>{l.label}</label>
            <select
              id={`pep-${l.key}`}
              aria-invalid={errors[l.key]?.message ? true : undefined}
              aria-describedby={errors[l.key]?.message ? `pep-${l.key}-err` : undefined}
              {...register(l.key, { setValueAs: choiceValue })}
            >
              <option value="">Seleziona…</option>
              {l.options.map((o) => (
                <option key={o.Id} value={o.Id}>
                  {o.Descrizione}
                </option>
              ))}
            </select>
            {errors[l.key] && (
              <div className="field__error" id={`pep-${l.key}-err`} role="alert">
                {errors[l.key]?.message}
              </div>
            )}
          </div>
        ))}
        {otherSource && (
          <Field label={PEP_TEXT.origineFondiAltro} maxLength={200} error={errors.origineFondiAltro?.message} {...register('origineFondiAltro')} />
        )}
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {PEP_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
