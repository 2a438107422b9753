import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, type InputHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field.tsx';
import './form-controls.css';

/**
 * The form controls beside ui/field.tsx's text input (select, textarea, checkbox, radio group),
 * styled like it and with the same error wiring: one of each for every feature's forms.
 */
interface Labelled {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const SelectField = forwardRef<
  HTMLSelectElement,
  Labelled & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string | number; label: string }[]; placeholder?: string }
>(function SelectField({ label, error, hint, options, placeholder, id, ...rest }, ref) {
  const auto = useId();
  const sid = id ?? auto;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={sid}>{label}</label>
      <div className="field__control">
        <select ref={ref} id={sid} aria-invalid={error ? true : undefined} aria-describedby={describedBy(sid, error, hint)} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages id={sid} error={error} hint={hint} />
    </div>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const tid = id ?? auto;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={tid}>{label}</label>
      <textarea ref={ref} id={tid} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(tid, error, hint)} {...rest} />
      <FieldMessages id={tid} error={error} hint={hint} />
    </div>
  );
});

export const CheckField = forwardRef<HTMLInputElement, Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function CheckField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const cid = id ?? auto;
  return (
    <div className={`check-field${error ? ' check-field--error' : ''}`}>
      <div className="checkbox">
        <input ref={ref} id={cid} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(cid, error, hint)} {...rest} />
        <label htmlFor={cid}>{label}</label>
      </div>
      <FieldMessages id={cid} error={error} hint={hint} />
    </div>
  );
});

interface ChoiceGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
}
/** A radio group in a fieldset, controlled (react-hook-form Controller). */
export function ChoiceGroup({ legend, name, options, value, onChange, onBlur, error }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`choice-group${error ? ' choice-group--error' : ''}`}
      aria-describedby={error ? `${id}-err` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="choice-group__options">
        {options.map((o) => (
          <label key={o.value} className="choice-group__option">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} onBlur={onBlur} />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <div className="field__error" id={`${id}-err`} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
