import { useId, useState } from 'react';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { describedBy, FieldMessages } from '../../../ui/field.tsx';

/** The unique-code input with its button (§2, §5): only a non-empty code is redeemed; cleared after a success. */
export function UniqueCodeForm({ busy, onRedeem }: { busy: boolean; onRedeem: (code: string) => Promise<boolean> }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const error = touched && empty ? 'Il campo è richiesto' : undefined;
  return (
    <form
      className="ranking-code"
      aria-label="Sblocca un codice unico"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (empty) return;
        if (await onRedeem(code.trim())) {
          setCode('');
          setTouched(false);
        }
      }}
    >
      <div className={`field${error ? ' field--error' : ''}`}>
        <label htmlFor={id}>{T.uniqueCode}</label>
        <input
          id={id}
          value={code}
          maxLength={40}
          autoComplete="off"
          placeholder={T.codePlaceholder}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          onChange={(e) => setCode(e.target.value)}
        />
        <FieldMessages id={id} error={error} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {T.codeButton}
      </button>
    </form>
  );
}
