import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './field.tsx';

export interface CodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** How many digits the code has (6 for every code the site sends or an app makes). */
  length?: number;
  /** Called with the digits only (anything else typed or pasted is dropped); an alternative to onChange. */
  onCode?: (digits: string) => void;
}

/**
 * The one input for a one-time code (e-mail or SMS codes, authenticator codes, device and back-office
 * verification): labelled, numeric keyboard, `autocomplete="one-time-code"` so phones offer the
 * code they just received, at most `length` characters, its error and hint linked for screen
 * readers. Works controlled (`value` + `onCode`) and with react-hook-form (`{...register(name)}`).
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ length = 6, onCode, onChange, ...rest }, ref) {
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    onChange?.(e);
    onCode?.(e.target.value.replace(/\D/g, '').slice(0, length));
  };
  return <Field ref={ref} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={length} onChange={change} {...rest} />;
});
