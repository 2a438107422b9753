import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PEP_OTHER_SOURCE, PEP_TEXT } from '@betsite/contract/pep-texts';
import { paths } from '../../../lib/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { setPepInfo, usePepInfo } from '../api/pep-calls.ts';

type Choice = 'professione' | 'fasciaReddito' | 'origineFondi';

/** /account/edit/pep-profile (document 2 §2, §5, §8): the questionnaire; success goes to /account/status. */
export default function PepProfilePage() {
  const info = usePepInfo();
  const navigate = useNavigate();
  const updateUser = useSession((s) => s.updateUser);
  const [values, setValues] = useState<Record<Choice, string>>({ professione: '', fasciaReddito: '', origineFondi: '' });
  const [altro, setAltro] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Choice | 'origineFondiAltro', string>>>({});
  const [busy, setBusy] = useState(false);
  if (info.isPending) return <Loader />;
  const lists: { key: Choice; label: string; options: { Id: number; Descrizione: string }[] }[] = [
    { key: 'professione', label: PEP_TEXT.professione, options: info.data?.Professioni ?? [] },
    { key: 'fasciaReddito', label: PEP_TEXT.fasciaReddito, options: info.data?.FasciaReddito ?? [] },
    { key: 'origineFondi', label: PEP_TEXT.origineFondi, options: info.data?.OrigineFondi ?? [] },
  ];
  const otherSource = Number(values.origineFondi) === PEP_OTHER_SOURCE;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    for (const l of lists) if (!values[l.key]) next[l.key] = PEP_TEXT.required;
    if (otherSource && !altro.trim()) next.origineFondiAltro = PEP_TEXT.required;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const r = await setPepInfo({
        // Always sent as blank spaces (document 2 §3).
        ragione: ' ',
        professione: Number(values.professione),
        fasciaReddito: Number(values.fasciaReddito),
        origineFondi: Number(values.origineFondi),
        origineFondiAltro: otherSource ? altro.trim() : null,
      });
      if (r.ResponseCode !== 0) throw new Error(r.ResponseMessage ?? PEP_TEXT.failure);
      updateUser({ richiedereIsPep: false });
      showDialog({ title: PEP_TEXT.successTitle, text: PEP_TEXT.success, tone: 'success' });
      void navigate(paths.status);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : [];
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      else showDialog({ title: PEP_TEXT.failureTitle, text: PEP_TEXT.failure, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
          <div key={l.key} className={`field${errors[l.key] ? ' field--error' : ''}`}>
            <label htmlFor={`pep-${l.key}`}>{l.label}</label>
            <select
              id={`pep-${l.key}`}
              value={values[l.key]}
              aria-invalid={errors[l.key] ? true : undefined}
              aria-describedby={errors[l.key] ? `pep-${l.key}-err` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [l.key]: e.target.value }))}
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
                {errors[l.key]}
              </div>
            )}
          </div>
        ))}
        {otherSource && (
          <Field label={PEP_TEXT.origineFondiAltro} value={altro} maxLength={200} onChange={(e) => setAltro(e.target.value)} error={errors.origineFondiAltro} />
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {PEP_TEXT.submit}
        </button>
      </form>
    </section>
  );
}
