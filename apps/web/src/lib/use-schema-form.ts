import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@betsite/contract/zod';

/** react-hook-form validated by a shared zod schema of the contract (the one the server validates with). */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaults: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
}
