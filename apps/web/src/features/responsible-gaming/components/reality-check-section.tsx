import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_TEXT as T } from '@betsite/contract/play-insights-texts';
import type { TPromemoriaData } from '@betsite/contract/play-insights';
import { errorText } from '../../../lib/api.ts';
import { callAnswer, callKey } from '../../../lib/call-api.ts';
import { rgCalls } from '../api/rg-calls.ts';
import { realityCheckChanged } from '../reality-check-channel.ts';

/** The reality-check interval: one of the rule set's choices (15, 30 or 60 minutes). */
export function RealityCheckSection({ data }: { data: TPromemoriaData }) {
  const queryClient = useQueryClient();
  const [minuti, setMinuti] = useState(data.minuti);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: { minuti: number }) => callAnswer(rgCalls.SavePromemoriaSessione, { body }),
    onMutate: () => setResult(null),
    onSuccess: async ({ message }, { minuti }) => {
      setResult({ tone: 'success', text: message ?? T.saved(minuti) });
      await queryClient.invalidateQueries({ queryKey: callKey(rgCalls.GetPromemoriaSessione) });
      // The reminder of this tab and of the others asks the server for the new time.
      realityCheckChanged();
    },
    onError: (err) => setResult({ tone: 'error', text: errorText(err) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ minuti });
  };

  return (
    <section className="card rg-section" aria-labelledby="rg-reality-title" data-testid="rg-reality-section">
      <h2 id="rg-reality-title">{T.settingTitle}</h2>
      <p className="muted">{T.settingIntro}</p>
      <form className="rg-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="rg-reality-minuti">{T.settingLabel}</label>
          <select id="rg-reality-minuti" value={minuti} onChange={(e) => setMinuti(Number(e.target.value))}>
            {data.scelte.map((n) => (
              <option key={n} value={n}>
                {T.minutesOption(n)}
              </option>
            ))}
          </select>
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
