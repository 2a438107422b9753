/** Safe wrappers: storage can be unavailable (private mode, quota) and must never break the page. */
export function read(key: string, area: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
export function write(key: string, value: string | null, area: Storage | undefined = globalThis.localStorage): void {
  try {
    if (value === null) area?.removeItem(key);
    else area?.setItem(key, value);
  } catch {
    /* storage full or blocked: the value simply is not remembered */
  }
}
export function readJson<T>(key: string, area?: Storage): T | null {
  const raw = read(key, area);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
