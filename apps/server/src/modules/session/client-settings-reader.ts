import type { z } from '@betsite/contract/zod';
import { CLIENT_SETTINGS_UNKNOWN_KEYS_MAX, ZClientSettings } from '@betsite/contract/client-settings';
import { parseSiteDateTime } from '@betsite/domain/site-time';

/** The parts of a zod schema's definition read here (zod 4's `_zod.def`). */
type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
function unwrap(s: z.ZodType): z.ZodType {
  for (let d = defOf(s); ['optional', 'nullable', 'default', 'readonly'].includes(d.type) && d.innerType; d = defOf(s)) s = d.innerType;
  return s;
}
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields the legacy client writes as epoch milliseconds, or as ISO strings (issue 34). */
const TIME_FIELDS = new Set(['Expiration', 'Timestamp', 'LastUpdateTimeStamp']);
/** An ISO date-time (without an offset: Italian time) or a numeric string as epoch ms; anything else as it came. */
function asEpoch(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (/^\d{1,15}$/.test(v.trim())) return Number(v.trim());
  const ms = parseSiteDateTime(v.trim()).getTime();
  return Number.isFinite(ms) && ms >= 0 ? ms : v;
}
const withEpochs = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).map(([k, v]) => [k, TIME_FIELDS.has(k) ? asEpoch(v) : v] as const));

/** An object schema that keeps keys it does not know (the items are strict in the contract, for the web's own writes). */
const loose = new WeakMap<z.ZodType, z.ZodType>();
function looseOf(s: z.ZodType): z.ZodType {
  let l = loose.get(s);
  if (!l) {
    l = defOf(s).type === 'object' ? (s as unknown as { loose(): z.ZodType }).loose() : s;
    loose.set(s, l);
  }
  return l;
}

export interface ReadSettings {
  /** What is saved: every readable field and item, and the keys the contract does not know (up to CLIENT_SETTINGS_UNKNOWN_KEYS_MAX an object). */
  settings: Record<string, unknown>;
  /** Where something was dropped (`History[3]`, `Cart.CartDefaultAmount`), for the log. */
  dropped: string[];
}

/** One field's value: an object field by field, a list item by item, a plain value whole; `undefined` when unreadable. */
function readValue(schema: z.ZodType, value: unknown, path: string, dropped: string[]): unknown {
  const inner = unwrap(schema);
  const d = defOf(inner);
  if (d.type === 'object' && d.shape && isPlainObject(value)) return readObject(d.shape, value, path, dropped);
  if (d.type === 'array' && d.element && Array.isArray(value)) {
    const items: unknown[] = [];
    value.forEach((item, i) => {
      const r = looseOf(unwrap(d.element!)).safeParse(isPlainObject(item) ? withEpochs(item) : item);
      if (r.success) items.push(r.data);
      else dropped.push(`${path}[${i}]`);
    });
    // The list's own cap (LIST_MAX): the items past it are dropped too, the first ones kept.
    const whole = schema.safeParse(items);
    const tooBig = whole.success ? undefined : whole.error.issues.find((i) => i.code === 'too_big' && i.path.length === 0);
    const max = tooBig?.code === 'too_big' ? tooBig.maximum : undefined;
    if (max === undefined) return items;
    dropped.push(`${path}[${Number(max)}…]`);
    return items.slice(0, Number(max));
  }
  const r = schema.safeParse(TIME_FIELDS.has(path.split('.').at(-1)!) ? asEpoch(value) : value);
  if (r.success) return r.data;
  dropped.push(path);
  return undefined;
}

function readObject(shape: Record<string, z.ZodType>, raw: Record<string, unknown>, prefix: string, dropped: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let unknownKeys = 0;
  for (const [key, value] of Object.entries(raw)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // A key the contract does not know is the client's business: kept as sent, up to a few per
    // object (a legacy client has one or two of its own; a flood of new names is not settings).
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field && ++unknownKeys > CLIENT_SETTINGS_UNKNOWN_KEYS_MAX) {
      dropped.push(path.slice(0, 80));
      continue;
    }
    const read = field ? readValue(field, value, path, dropped) : value;
    if (read !== undefined) Object.defineProperty(out, key, { value: read, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * SaveClientSettings reads the client's document tolerantly (issue 34: one history item whose
 * `Expiration` was an ISO string used to refuse the whole save). Dates are read as epoch numbers or
 * ISO strings; keys the contract does not know are kept, the first CLIENT_SETTINGS_UNKNOWN_KEYS_MAX
 * of each object; a field or list item that cannot be read, or an unknown key past those, is dropped
 * (the caller logs where) and the rest is saved. Settings sync never fails because of one item; only
 * the document's size is a reason to refuse it (the request schema for the save, the repository's
 * merge for the stored document).
 */
export function readClientSettings(raw: Record<string, unknown>): ReadSettings {
  const dropped: string[] = [];
  const shape = defOf(unwrap(ZClientSettings)).shape ?? {};
  return { settings: readObject(shape, raw, '', dropped), dropped };
}
