/**
 * The subset of JSON Schema that `z.toJSONSchema` writes for the contract's response schemas, and a
 * checker for it: what the browser parses each answer with (define-call.ts says why not zod itself).
 * Like zod's default objects, unknown properties are allowed (zod strips them, so do the types).
 */
export interface JsonCheck {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonCheck>;
  required?: string[];
  additionalProperties?: JsonCheck;
  items?: JsonCheck;
  prefixItems?: JsonCheck[];
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  anyOf?: JsonCheck[];
  allOf?: JsonCheck[];
  /** A recursive schema's part (a CMS object's children): the name of a `$defs` entry of the check's root. */
  $ref?: string;
  /** The root's named parts, which `$ref` points to. */
  $defs?: Record<string, JsonCheck>;
}
/** A call's generated checks: its success data, and the data sent beside a refusal where it declares one. */
export interface CallCheck {
  response: JsonCheck;
  refused?: JsonCheck;
}
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

function typeOf(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  if (t === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return t as JsonType;
}

/** The first mismatch as `path: expected`, or null when `value` fits `check` (`root` holds the `$defs` a `$ref` names). */
export function jsonMismatch(check: JsonCheck, value: unknown, path = '$', root: JsonCheck = check): string | null {
  if (check.$ref !== undefined) {
    const def = root.$defs?.[check.$ref];
    return def ? jsonMismatch(def, value, path, root) : `${path}: unknown $ref ${check.$ref}`;
  }
  if (check.type !== undefined) {
    const t = typeOf(value);
    const allowed = Array.isArray(check.type) ? check.type : [check.type];
    if (!allowed.includes(t) && !(t === 'integer' && allowed.includes('number'))) return `${path}: ${allowed.join('|')}`;
  }
  if (check.const !== undefined && value !== check.const) return `${path}: ${JSON.stringify(check.const)}`;
  if (check.enum && !check.enum.includes(value as never)) return `${path}: one of ${check.enum.join(', ')}`;
  if (check.anyOf && !check.anyOf.some((c) => jsonMismatch(c, value, path, root) === null)) return `${path}: none of the alternatives`;
  for (const c of check.allOf ?? []) {
    const m = jsonMismatch(c, value, path, root);
    if (m) return m;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const c = check.prefixItems?.[i] ?? check.items;
      const m = c && jsonMismatch(c, value[i], `${path}[${i}]`, root);
      if (m) return m;
    }
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const k of check.required ?? []) if (!(k in o)) return `${path}.${k}: required`;
    for (const [k, v] of Object.entries(o)) {
      const c = check.properties && k in check.properties ? check.properties[k] : check.additionalProperties;
      const m = c && jsonMismatch(c, v, `${path}.${k}`, root);
      if (m) return m;
    }
  }
  return null;
}
