import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from '@betsite/contract/zod';

/** A resolver whose schema is imported on demand; `preload()` starts the import early (e.g. on the form's first focus). */
export type LazyResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>> & { preload(): void };

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
  opts: { waitForPreload?: boolean } = {},
): LazyResolver<S> {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: Promise<R> | undefined;
  let loaded: R | undefined;
  const resolver = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => (loaded = zodResolver(schema as never) as never));
    ready.catch(() => (ready = undefined));
    return ready;
  };
  const resolve: R = async (values, context, options) => {
    if (opts.waitForPreload && !loaded) return { values: {}, errors: { root: { type: 'pending', message: '' } } } as never;
    return (await resolver())(values, context, options);
  };
  return Object.assign(resolve, { preload: () => void resolver().catch(() => {}) });
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
  const [resolver] = useState(() => lazySchemaResolver(load, opts));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: resolver as never,
    defaultValues: defaults,
    ...validation,
  });
  return Object.assign(form, { preload: resolver.preload });
}
