import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from '@betsite/contract/zod';
import { asFieldValue, typedBeforeHydration } from './typed-before-hydration.ts';
import { schemaFormHandlers } from './schema-form-handlers.ts';

/**
 * A resolver whose schema is imported on demand; `preload()` starts the import early (e.g. on the
 * form's first focus), `load()` waits for it (rejects when it cannot be fetched).
 */
export type LazyResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>> & {
  preload(): void;
  load(): Promise<unknown>;
};

/** The form counts as not valid, with no message under any field. */
const NOT_YET = { values: {}, errors: { root: { type: 'pending', message: '' } } };

/**
 * A react-hook-form resolver for a shared zod schema of the contract (the one the server validates
 * with) that imports the schema, zod and the zod resolver on the first validation, not with the page:
 * they are ≈ 28 KB gzip a player who only looks at the form never needs (docs/performance.md).
 * A failed import (network) is retried on the next validation.
 *
 * `waitForPreload`: until `preload()` has been called and the import has finished, the form counts as
 * not valid (no message shown) instead of importing: for forms that compute `isValid` as soon as they
 * mount (a submit button disabled until the form is valid), which would otherwise load the schema at once.
 */
export function lazySchemaResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
  opts: { waitForPreload?: boolean; onLoaded?: () => void } = {},
): LazyResolver<S> {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: Promise<R> | undefined;
  let loaded: R | undefined;
  const resolver = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => {
      loaded = zodResolver(schema as never) as never;
      opts.onLoaded?.();
      return loaded!;
    });
    ready.catch(() => (ready = undefined));
    return ready;
  };
  const resolve: R = async (values, context, options) => {
    if (opts.waitForPreload && !loaded) return NOT_YET as never;
    // Rules that cannot be fetched (offline) keep the form not valid; a submission says why (useSchemaForm).
    const rules = await resolver().catch(() => null);
    return rules ? rules(values, context, options) : (NOT_YET as never);
  };
  return Object.assign(resolve, { preload: () => void resolver().catch(() => {}), load: resolver });
}

/**
 * react-hook-form validated by a shared zod schema of the contract, loaded on the first validation
 * (`load` is e.g. `() => import('@betsite/contract/profile').then((m) => m.ZAnagraficaEdit)`).
 * `preload()` starts that import early; with `waitForPreload` (see `lazySchemaResolver`) the form
 * counts as not valid until it has been called and the import is done (a form whose submit button
 * waits for `isValid` from its mount).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
  defaults: DefaultValues<z.input<S>>,
  validation: Pick<UseFormProps, 'mode' | 'reValidateMode' | 'shouldFocusError'> = { mode: 'onTouched' },
  opts: { waitForPreload?: boolean } = {},
) {
  type Values = z.input<S>;
  const formRef = useRef<UseFormReturn<Values, unknown, z.output<S>>>(null);
  const [resolver] = useState(() =>
    lazySchemaResolver(load, {
      ...opts,
      // A form that waits for its schema counted every change made meanwhile as not valid, and is not
      // checked again until the next change: the fields changed so far are checked now, so a form
      // filled before the schema arrived (quick typing, autofill) gets its submit button.
      onLoaded: () => {
        const form = formRef.current;
        if (!opts.waitForPreload || !form) return;
        const values = form.getValues() as Record<string, unknown>;
        const changed = Object.keys(values).filter((name) => values[name] !== (defaults as Record<string, unknown>)[name]);
        if (changed.length > 0) void form.trigger(changed as Path<Values>[]);
      },
    }),
  );
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues: defaults,
    ...validation,
  });
  formRef.current = form;

  // What the player changed in the server's markup before the scripts ran, read at the first registered
  // field's ref, before react-hook-form's own: registering a radio group sets its radios to the
  // group's value so far (none checked), which would erase a choice made before hydration.
  const typedEarly = useRef<Map<string, string | boolean> | null>(null);
  const register: typeof form.register = (name, options) => {
    // The control's own register: `form.register` is this wrapper once returned (the form object is kept across renders).
    const field = form.control.register(name, options);
    return {
      ...field,
      ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
        if (el?.form && !typedEarly.current) typedEarly.current = typedBeforeHydration(el.form);
        field.ref(el);
      },
    };
  };

  // A form rendered by the server may be typed into (or autofilled) before the scripts run: the inputs
  // keep what was typed, but the form's state starts from the defaults, so the submit saw empty fields.
  // Once hydrated, what differs from the server's markup becomes the form's value, in the hydration's
  // own commit (a layout effect: a press on the submit button is not rendered before it). A form drawn
  // in the browser finds nothing to take: its inputs are as React created them.
  useLayoutEffect(() => {
    const typed = typedEarly.current;
    if (!typed?.size) return;
    const values = form.getValues() as Record<string, unknown>;
    let adopted = false;
    for (const [name, typedValue] of typed) {
      const was = values[name];
      const value = asFieldValue(typedValue, was);
      if (value === was) continue;
      form.setValue(name as Path<Values>, value as never, { shouldDirty: true, shouldTouch: true });
      adopted = true;
    }
    // The player has started on the form: its schema loads now, and checks what was taken (onLoaded).
    if (adopted) resolver.preload();
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A submission waits for the rules. When they cannot be fetched (the connection dropped before the
  // form's first check) nothing is sent and the player is told at once, as a call that fails would;
  // react-hook-form alone would leave the press without an answer. The default is prevented before
  // waiting: the browser must not send the form itself.
  const handleSubmit = ((onValid, onInvalid) => async (e) => {
    e?.preventDefault();
    const ready = await resolver.load().then(
      () => true,
      () => false,
    );
    if (ready) return form.control.handleSubmit(onValid, onInvalid)(e);
    schemaFormHandlers.onRulesUnavailable();
  }) as typeof form.handleSubmit;

  return Object.assign(form, { register, handleSubmit, preload: resolver.preload });
}
