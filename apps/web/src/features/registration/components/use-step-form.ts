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
