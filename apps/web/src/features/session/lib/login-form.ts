import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { SESSION_TEXT } from '@betsite/contract/session-messages';

export interface TLoginForm {
  username: string;
  password: string;
  twofactorCode: string;
  remember: boolean;
}
export type LoginField = 'username' | 'password' | 'twofactorCode';

const tooLong = (max: number) => `Massimo ${max} caratteri`;

/**
 * The same rules as the server's ZLoginRequest (which answers 400 on anything else), checked in the
 * order react-hook-form checked them before (length first, then required): the login page is the
 * first page of many visits and ships neither zod nor a form library.
 */
export const LOGIN_RULES: Record<LoginField, (v: string) => string | undefined> = {
  username: (v) => (v.length > 50 ? tooLong(50) : v.trim().length === 0 ? SESSION_TEXT.required : undefined),
  password: (v) => (v.length === 0 ? SESSION_TEXT.required : v.length > 200 ? tooLong(200) : undefined),
  twofactorCode: (v) => (v.length > 10 ? tooLong(10) : undefined),
};

/**
 * The login form's state with react-hook-form's 'onTouched' behaviour: a field is checked when it
 * loses focus, then on every change; after a submit every field is checked on change; the first
 * field in error gets the focus.
 */
export function useLoginForm(initial: TLoginForm, afterHydration: () => Partial<TLoginForm> = () => ({})) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const touched = useRef(new Set<LoginField>());
  const inputs = useRef<Partial<Record<LoginField | 'remember', HTMLInputElement | null>>>({});

  // Once the server's form is hydrated: what this browser keeps (`afterHydration`, e.g. a remembered
  // username), and above it what the player typed into the server's inputs before the scripts ran
  // (the inputs kept it; the state starts as the server rendered it). A layout effect, so the state
  // takes them in the hydration's own commit: from a passive effect the update waited at a lower
  // priority, and the press on Accedi (a discrete event) rendered the inputs first with the empty
  // state, which cleared them just before the form was sent ('Il campo è richiesto' under both
  // filled fields on a busy machine, then the values back).
  useLayoutEffect(() => {
    const typed: Partial<TLoginForm> = {};
    for (const name of ['username', 'password'] as const) {
      const value = inputs.current[name]?.value;
      if (value) typed[name] = value;
    }
    if (inputs.current.remember?.checked) typed.remember = true;
    setValues((s) => ({ ...s, ...afterHydration(), ...typed }));
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = (name: LoginField, v: string) => setErrors((e) => ({ ...e, [name]: LOGIN_RULES[name](v) }));
  const setValue = <K extends keyof TLoginForm>(name: K, v: TLoginForm[K]) => setValues((s) => ({ ...s, [name]: v }));

  /** Props for a text field: value, change and blur handlers, and the element (for the focus). */
  const field = (name: LoginField) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const v = e.currentTarget.value;
      setValue(name, v);
      if (touched.current.has(name)) check(name, v);
    },
    onBlur: (e: FocusEvent<HTMLInputElement>) => {
      touched.current.add(name);
      check(name, e.currentTarget.value);
    },
  });

  /** An error from outside the rules (the server's per-field 400, a missing two-factor code). */
  const setError: UseFormSetError<TLoginForm> = (name, { message }, options) => {
    setErrors((e) => ({ ...e, [name]: message }));
    if (options?.shouldFocus) inputs.current[name as LoginField]?.focus();
  };

  /**
   * The values the player sees: the inputs' own. The state can lag behind them when the page is busy
   * as its scripts start (a field filled, then Accedi pressed and sent again once hydrated, before
   * the typed values were taken in): what is on screen is what is sent, never 'Il campo è richiesto'
   * under a filled field.
   */
  const shown = (): TLoginForm => {
    const seen = { ...values };
    for (const name of ['username', 'password', 'twofactorCode'] as const) {
      const value = inputs.current[name]?.value;
      if (value !== undefined) seen[name] = value;
    }
    const remember = inputs.current.remember;
    if (remember) seen.remember = remember.checked;
    return seen;
  };

  /** Checks the given fields as shown; their values when they all pass, otherwise null and the first in error gets the focus. */
  const validate = (names: LoginField[]): TLoginForm | null => {
    const seen = shown();
    if (names.some((n) => seen[n] !== values[n]) || seen.remember !== values.remember) setValues(seen);
    const found: Partial<Record<LoginField, string>> = {};
    for (const n of names) {
      touched.current.add(n);
      found[n] = LOGIN_RULES[n](seen[n]);
    }
    setErrors((e) => ({ ...e, ...found }));
    const first = names.find((n) => found[n]);
    if (first) inputs.current[first]?.focus();
    return first === undefined ? seen : null;
  };

  return { values, errors, field, setValue, setError, validate, inputs };
}
