import { useState } from 'react';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { Field } from '../../../ui/field.tsx';
import { CodeField } from '../../../ui/code-field.tsx';

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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="card profile-form twofa"
      aria-labelledby="twofa-off-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!password && !code) return setMissing(true);
        setMissing(false);
        onConfirm(password ? { password } : { twofactor: code });
      }}
    >
      <h3 id="twofa-off-title">Disattiva l'autenticazione a due fattori</h3>
      <p>Per confermare inserisci la password del conto oppure un codice generato dall'app di autenticazione.</p>
      <Field
        label="Password del conto"
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CodeField label="Codice dell'app" value={code} onCode={setCode} error={(missing ? PROFILE_TEXT.twoFactorOffNeedsProof : error) ?? undefined} />
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
