/**
 * The rows of a raw `db.execute(sql…)`: node-postgres answers a result with `rows`, and an answer
 * that is already the rows is taken as it is. One helper for every raw statement of the server.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
