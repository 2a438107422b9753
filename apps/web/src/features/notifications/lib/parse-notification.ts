import type { TNotification } from '@betsite/contract/notifications';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A pushed notification, checked field by field before it reaches the store. The check is written
 * out (not the contract's zod schema) because it runs in the app shell, which must not ship zod.
 */
export function parseNotification(raw: string): TNotification | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(v) || !isObject(v.Type) || !isObject(v.ParamsObj)) return null;
  const { Id, Type, Title, Body, ParamsObj, IsRead, Archived, InsDate } = v;
  const ok =
    Number.isInteger(Id) &&
    Number.isInteger(Type.Id) &&
    typeof Type.Type === 'string' &&
    typeof Title === 'string' &&
    typeof Body === 'string' &&
    typeof IsRead === 'boolean' &&
    typeof Archived === 'boolean' &&
    typeof InsDate === 'string';
  return ok
    ? {
        Id: Id as number,
        Type: { Id: Type.Id as number, Type: Type.Type as string },
        Title: Title as string,
        Body: Body as string,
        ParamsObj,
        IsRead: IsRead as boolean,
        Archived: Archived as boolean,
        InsDate: InsDate as string,
      }
    : null;
}
