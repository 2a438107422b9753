import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from '@betsite/contract/zod';

/** The parts of a zod schema's definition this file reads (zod 4's `_zod.def`). */
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod;

/** Through the wrappers that do not change an object's keys: optional, nullable, default, catch, readonly, the input of a pipe. */
function unwrap(s: z.ZodType): z.ZodType {
  for (let i = 0; i < 20; i++) {
    const d = defOf(s).def;
    // A pipe's input decides the keys, unless it is a preprocess step (a transform), then its output does.
    const pipeSide = d.type === 'pipe' && d.in && defOf(d.in).def.type === 'transform' ? d.out : d.in;
    const next =
      d.type === 'pipe'
        ? pipeSide
        : ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type)
          ? d.innerType
          : undefined;
    if (!next) return s;
    s = next;
  }
  return s;
}

const droppable = new WeakMap<z.ZodType, boolean>();
/** A field that may be left out but does not take null itself: there, null means "not set". */
function nullMeansAbsent(field: z.ZodType): boolean {
  let yes = droppable.get(field);
  if (yes === undefined) {
    yes = field.safeParse(undefined).success && !field.safeParse(null).success;
    droppable.set(field, yes);
  }
  return yes;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `value` with every null removed where the schema has an optional field that does not itself take
 * null, in nested objects and arrays too. Untouched parts are returned as they are (no copy).
 */
export function dropNullsWhereOptional(schema: z.ZodType, value: unknown): unknown {
  const s = unwrap(schema);
  const d = defOf(s).def;
  if (d.type === 'array' && d.element && Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const c = dropNullsWhereOptional(d.element!, item);
      if (c !== item) (out ??= [...value])[i] = c;
    });
    return out ?? value;
  }
  if (d.type !== 'object' || !d.shape || !isPlainObject(value)) return value;
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(d.shape)) {
    if (!Object.hasOwn(value, key)) continue;
    const field = d.shape[key]!;
    const v = value[key];
    if (v === null) {
      if (nullMeansAbsent(field)) delete (out ??= { ...value })[key];
      continue;
    }
    const c = dropNullsWhereOptional(field, v);
    if (c !== v) (out ??= { ...value })[key] = c;
  }
  return out ?? value;
}

/**
 * The zod validator compiler, reading `null` in an optional field as "not set" (issue 34): the
 * legacy client sends `null` for a field it has no value for (`SortBy: null, PlayerId: null`), and
 * the contract's optional fields then mean the same whether the key is missing or null. Central,
 * so every call, including calls added later, accepts it without each schema saying `.nullish()`.
 * A field whose schema takes null itself keeps it.
 */
export const nullTolerantValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => validate(dropNullsWhereOptional(route.schema, data));
};
