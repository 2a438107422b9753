import { useEffect, type RefObject } from 'react';

/**
 * After a submit the form refused, the focus goes to its first field marked invalid, as
 * react-hook-form does for the fields it registers: for forms whose fields are controlled through
 * `setValue` (no refs for it to focus). `submitCount` is react-hook-form's: it changes once per
 * submit, together with the errors.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, submitCount: number): void {
  useEffect(() => {
    if (submitCount) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount]);
}
