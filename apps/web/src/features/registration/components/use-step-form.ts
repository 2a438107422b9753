import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@betsite/contract/zod';

/** react-hook-form for one step, validated by that step's shared zod schema. */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaults: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
}

/** Applies the server's per-field 400 errors to a step form. */
export function applyFieldErrors(
  errors: { field: string; message: string }[],
  setError: (name: never, e: { message: string }) => void,
  known: readonly string[],
): boolean {
  let any = false;
  for (const e of errors) {
    if (known.includes(e.field)) {
      setError(e.field as never, { message: e.message });
      any = true;
    }
  }
  return any;
}
