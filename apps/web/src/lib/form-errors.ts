import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from './api.ts';
import { Refusal } from './refusal.ts';

/**
 * Puts per-field errors (`[{ field, message }]`) under the form's own fields. With `known`, errors
 * for other fields are left to the caller. Returns true when at least one error was placed.
 */
export function placeFieldErrors<T extends FieldValues>(
  errors: readonly { field: string; message: string }[],
  setError: UseFormSetError<T>,
  known?: readonly string[],
): boolean {
  let placed = false;
  for (const f of errors) {
    if (known && !known.includes(f.field)) continue;
    setError(f.field as Path<T>, { message: f.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * Puts the server's per-field errors under the form's own fields: a 400's (`errors: [{ field,
 * message }]`, from the schema or from a rule the schema cannot express) or a business refusal's.
 * With `known`, errors for other fields are left to the caller. Returns true when at least one error
 * was placed, so the caller shows a dialog only for failures that belong to no field.
 */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown, known?: readonly string[]): boolean {
  return (err instanceof ApiError || err instanceof Refusal) && placeFieldErrors(err.fieldErrors, setError, known);
}

/**
 * The one `onError` of a form's call (issue 37): field errors go under their fields; anything else
 * (a refusal without fields, an HTTP error, a network failure, an answer that did not parse) goes to
 * `otherwise` with its Italian text, e.g. to a dialog or the form's error line.
 */
export function formOnError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  otherwise: (text: string, err: unknown) => void,
  known?: readonly string[],
): (err: unknown) => void {
  return (err) => {
    if (!applyServerErrors(setError, err, known)) otherwise(errorText(err), err);
  };
}
