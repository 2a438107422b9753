import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_TEXT as T } from '@betsite/contract/play-insights-texts';
import type { TPromemoriaData } from '@betsite/contract/play-insights';
import { formOnError } from '../../../lib/form-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';
import { realityCheckChanged } from '../reality-check-channel.ts';

/** SavePromemoriaSessione's own schema, loaded on the first validation. */
const loadSchema = () => import('@betsite/contract/play-insights').then((m) => m.ZSavePromemoriaRequest);

/** The reality-check interval: one of the rule set's choices (15, 30 or 60 minutes). */
export function RealityCheckSection({ data }: { data: TPromemoriaData }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError } = useSchemaForm(loadSchema, { minuti: data.minuti }, { mode: 'onSubmit' });
  const save = useMutation({
    mutationFn: (body: { minuti: number }) => callAnswer(rgCalls.SavePromemoriaSessione, { body }),
    onMutate: () => setResult(null),
    onSuccess: async ({ message }, { minuti }) => {
      setResult({ tone: 'success', text: message ?? T.saved(minuti) });
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.GetPromemoriaSessione) });
      // The reminder of this tab and of the others asks the server for the new time.
      realityCheckChanged();
    },
    onError: formOnError(setError, (text) => setResult({ tone: 'error', text }), ['minuti']),
  });
  const submit = handleSubmit((body) => save.mutate(body));
  const error = formState.errors.minuti?.message;

  return (
    <section className="card rg-section" aria-labelledby="rg-reality-title" data-testid="rg-reality-section">
      <h2 id="rg-reality-title">{T.settingTitle}</h2>
      <p className="muted">{T.settingIntro}</p>
      <form className="rg-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className={`field${error ? ' field--error' : ''}`}>
          <label htmlFor="rg-reality-minuti">{T.settingLabel}</label>
          <select
            id="rg-reality-minuti"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'rg-reality-minuti-err' : undefined}
            {...register('minuti', { valueAsNumber: true })}
          >
            {data.scelte.map((n) => (
              <option key={n} value={n}>
                {T.minutesOption(n)}
              </option>
            ))}
          </select>
          {error && (
            <div className="field__error" id="rg-reality-minuti-err" role="alert">
              {error}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {T.save}
        </button>
      </form>
      {result && (
        <p className={`notice notice--${result.tone}`} role="status">
          {result.text}
        </p>
      )}
    </section>
  );
}
