import { useId, useState } from 'react';
import { BONUS_TEXT as T } from '@betsite/contract/bonus-messages';
import { describedBy, FieldMessages } from '../../../ui/field.tsx';

/** The promo-code unlock input (§2): only non-empty codes are submitted; cleared after a success. */
export function RedeemForm({ busy, onRedeem }: { busy: boolean; onRedeem: (code: string) => Promise<boolean> }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const error = touched && empty ? 'Il campo è richiesto' : undefined;
  return (
    <form
      className="bonus-redeem"
      aria-label="Sblocca una promozione"
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
        <label htmlFor={id}>Codice promozione</label>
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
        Sblocca
      </button>
    </form>
  );
}
