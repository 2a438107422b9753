import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Adds the show/hide eye for password inputs. */
  revealable?: boolean;
}

/** The ids a control's aria-describedby lists: its error and its hint, when shown. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-err` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** The hint and the error under a control, with the ids describedBy() points at. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <div className="field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/** A labelled input with its error under it, linked for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, revealable, type, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field__control">
        <input
          ref={ref}
          id={inputId}
          type={revealable && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className="field__eye"
            aria-label={shown ? 'Nascondi password' : 'Mostra password'}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
              />
              {shown && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
            </svg>
          </button>
        )}
      </div>
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
});
