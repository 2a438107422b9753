import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describedBy, FieldMessages } from '../../../ui/field.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Loader } from '../../../ui/status-pages.tsx';
import { errorText } from '../../../lib/api.ts';
import { fetchSiteConfig, setSiteModule, setSiteVariable } from '../api/messages-calls.ts';
import { ActionNoticeBox, useActionNotice } from '../components/action-notice.tsx';
import { ConfirmDialog } from '../components/reason-dialog.tsx';

/** Site modules (switches) and variables, changed at run time; each change is in the audit log. */
export default function SitePage() {
  const q = useQuery({ queryKey: ['bo', 'site'], queryFn: fetchSiteConfig });
  const { notice, run } = useActionNotice(['bo', 'site']);
  const [edits, setEdits] = useState<Record<string, string>>({});
  // A refused value's reason stays under its own field (the page's notice may be far above it).
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A module acts on every visitor and player at once (withdrawals, registration, deposits…): a
  // switch is asked before it is flipped, so a stray click changes nothing.
  const [flipping, setFlipping] = useState<{ name: string; on: boolean } | null>(null);
  const flip = () => {
    if (!flipping) return;
    const { name, on } = flipping;
    setFlipping(null);
    void run(() => setSiteModule(name, !on), `${name} ${on ? 'spento' : 'acceso'}.`);
  };
  const save = (name: string, value: string) =>
    run(
      async () => {
        await setSiteVariable(name, value);
        setErrors(({ [name]: _done, ...rest }) => rest);
      },
      `${name} aggiornata.`,
      (err) => setErrors((x) => ({ ...x, [name]: errorText(err) })),
    );
  if (q.isPending) return <Loader />;
  if (q.isError) return <LoadError onRetry={() => q.refetch()} text={errorText(q.error)} />;
  return (
    <section aria-labelledby="bo-site-title">
      <h1 id="bo-site-title">Moduli e variabili del sito</h1>
      <ActionNoticeBox notice={notice} />
      <div className="bo-grid">
        <section className="card bo-section" aria-labelledby="bo-modules">
          <h2 id="bo-modules">Moduli</h2>
          <ul className="bo-switches">
            {Object.entries(q.data.modules)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, on]) => (
                <li key={name}>
                  <span>{name}</span>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    aria-label={name}
                    className={`bo-switch${on ? ' is-on' : ''}`}
                    onClick={() => setFlipping({ name, on })}
                  >
                    {on ? 'Acceso' : 'Spento'}
                  </button>
                </li>
              ))}
          </ul>
        </section>
        <section className="card bo-section" aria-labelledby="bo-variables">
          <h2 id="bo-variables">Variabili</h2>
          <ul className="bo-switches">
            {Object.entries(q.data.variables)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([name, value]) => (
                <li key={name} className="bo-var-row">
                  <label htmlFor={`var-${name}`}>{name}</label>
                  <span className="bo-var">
                    <input
                      id={`var-${name}`}
                      value={edits[name] ?? value}
                      maxLength={2000}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={describedBy(`var-${name}`, errors[name])}
                      onChange={(e) => setEdits((x) => ({ ...x, [name]: e.target.value }))}
                    />
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      disabled={(edits[name] ?? value) === value}
                      onClick={() => void save(name, edits[name] ?? value)}
                      aria-label={`Salva ${name}`}
                    >
                      Salva
                    </button>
                  </span>
                  <FieldMessages id={`var-${name}`} error={errors[name]} />
                </li>
              ))}
          </ul>
        </section>
      </div>
      <ConfirmDialog
        open={flipping !== null}
        title={flipping ? `${flipping.on ? 'Spegnere' : 'Accendere'} ${flipping.name}?` : ''}
        confirmLabel={flipping?.on ? 'Spegni' : 'Accendi'}
        onCancel={() => setFlipping(null)}
        onConfirm={flip}
      >
        <p>Il cambio vale subito per tutti i visitatori e i giocatori del sito e resta nel registro attività.</p>
      </ConfirmDialog>
    </section>
  );
}
