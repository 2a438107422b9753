import { useId, useState } from 'react';
import { REQUIRED } from '@betsite/contract/form-texts';
import { describedBy, FieldMessages } from './field.tsx';

export interface CodeFormProps {
  /** The form's own class (its place in the page's layout). */
  className: string;
  /** The form's accessible name. */
  formLabel: string;
  label: string;
  placeholder: string;
  button: string;
  busy: boolean;
  /** Redeems the trimmed code; true when it worked (the input is then cleared). */
  onRedeem: (code: string) => Promise<boolean>;
}

/** A code to type and redeem (promo codes, unique codes): only a non-empty code is sent; cleared after a success. */
export function CodeForm({ className, formLabel, label, placeholder, button, busy, onRedeem }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const error = touched && empty ? REQUIRED : undefined;
  return (
    <form
      className={className}
      aria-label={formLabel}
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
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={code}
          maxLength={40}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          onChange={(e) => setCode(e.target.value)}
        />
        <FieldMessages id={id} error={error} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
