import { useController } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Field } from '../../../ui/field.tsx';
import { CodeField } from '../../../ui/code-field.tsx';

const loadForm = () => import('@betsite/contract/profile').then((m) => m.ZTwoFactorOffForm);

/**
 * What switching an active two-factor off asks for: the account password or a current code from
 * the app (the server refuses the switch without one of them).
 */
export function TwoFactorOffForm({
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onConfirm: (proof: { password?: string; twofactor?: string }) => void;
  onCancel: () => void;
}) {
  // Checked on sending only; its message stays until the next sending, then the server's (`error`) shows.
  const { register, control, handleSubmit, formState } = useSchemaForm(
    loadForm,
    { password: '', twofactor: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false },
  );
  const { field } = useController({ control, name: 'twofactor' });
  const submit = handleSubmit((v) => onConfirm(v.password ? { password: v.password } : { twofactor: v.twofactor }));
  return (
    <form className="card profile-form twofa" aria-labelledby="twofa-off-title" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="twofa-off-title">Disattiva l'autenticazione a due fattori</h3>
      <p>Per confermare inserisci la password del conto oppure un codice generato dall'app di autenticazione.</p>
      <Field label="Password del conto" type="password" autoComplete="current-password" revealable {...register('password')} />
      <CodeField
        label="Codice dell'app"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onCode={field.onChange}
        onBlur={field.onBlur}
        error={formState.errors.twofactor?.message ?? error ?? undefined}
      />
      <div className="profile-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Annulla
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Disattiva
        </button>
      </div>
    </form>
  );
}
