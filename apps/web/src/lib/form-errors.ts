import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

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
 * Puts the server's per-field 400 errors (`errors: [{ field, message }]`, from the schema or from a
 * rule the schema cannot express) under the form's own fields. With `known`, errors for other
 * fields are left to the caller. Returns true when at least one error was placed, so the caller
 * shows a dialog only for failures that belong to no field.
 */
export function applyServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, err: unknown, known?: readonly string[]): boolean {
  return err instanceof ApiError && placeFieldErrors(err.fieldErrors, setError, known);
}
