import { HTML_POLICY, looksLikeHtml } from '@betsite/contract/html-policy';

type Purify = { sanitize(html: string, cfg: Record<string, unknown>): string };

let purify: Promise<Purify> | null = null;

/**
 * DOMPurify on a jsdom window, loaded on the first content write only (operators' calls): jsdom is
 * large, and a process that never stores content never pays for it.
 */
function loadPurify(): Promise<Purify> {
  purify ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    return createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]) as unknown as Purify;
  })();
  return purify;
}

const config = { FORBID_TAGS: [...HTML_POLICY.FORBID_TAGS], FORBID_ATTR: [...HTML_POLICY.FORBID_ATTR], ALLOW_DATA_ATTR: HTML_POLICY.ALLOW_DATA_ATTR };

/** One HTML string through the shared allow-list policy. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadPurify()).sanitize(html, config);
}

/**
 * Every string in a content parameters document that contains markup is sanitised before it is
 * stored (plain strings are left exactly as written). Nested objects and arrays are walked; keys
 * are defined as own properties, so a '__proto__' key stays data and never becomes a prototype.
 */
export async function sanitizeParameters<T>(value: T, depth = 0): Promise<T> {
  if (typeof value === 'string') return (looksLikeHtml(value) ? await sanitizeHtml(value) : value) as T;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => sanitizeParameters(v, depth + 1)))) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, { value: await sanitizeParameters(v, depth + 1), enumerable: true, writable: true, configurable: true });
  return out as T;
}
