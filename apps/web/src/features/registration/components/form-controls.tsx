import { forwardRef, useId, type ReactNode } from 'react';

/** A group of radio buttons as a fieldset (gender, marketing yes/no). */
export function RadioGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className={`reg-radios${error ? ' field--error' : ''}`} aria-describedby={error ? `${id}-err` : undefined}>
      <legend>{legend}</legend>
      <div className="reg-radios__options">{children}</div>
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** A consent checkbox with its error under it. */
export const ConsentBox = forwardRef<
  HTMLInputElement,
  {
    label: ReactNode;
    error?: string;
  } & React.InputHTMLAttributes<HTMLInputElement>
>(function ConsentBox({ label, error, ...rest }, ref) {
  const id = useId();
  return (
    <div className={`reg-consent${error ? ' field--error' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input ref={ref} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} {...rest} />
        <span>{label}</span>
      </label>
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
});
