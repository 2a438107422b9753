import { fail, ok, type TEnvelope } from '@betsite/contract/envelope';

/**
 * A business refusal the specification defines: its code (negative, as the legacy client expects)
 * and the Italian text the player reads. Services return it instead of building the legacy
 * envelope; only routes know about `ResponseCode`/`ResponseMessage`/`ResponseData`.
 * `detail` is domain data a refusal may carry (e.g. the limits that were exceeded).
 */
export class Refusal<D = null> {
  readonly refused = true;
  constructor(
    readonly code: number,
    readonly message: string,
    readonly detail: D | null = null,
  ) {}
}

export const refuse = <D = null>(code: number, message: string, detail: D | null = null): Refusal<D> => new Refusal(code, message, detail);

/** What a service call ends with: its domain value, or a refusal. */
export type Outcome<T, D = null> = T | Refusal<D>;

export const isRefusal = (outcome: unknown): outcome is Refusal<unknown> => outcome instanceof Refusal;

/** A success text: fixed, or built from the value (e.g. the masked number a code went to). */
type SuccessText<T> = string | null | ((value: T) => string | null);

/**
 * The legacy envelope for an outcome (routes only). A refusal keeps its code and text and carries
 * its detail as `ResponseData`; a value goes through `toWire` (the legacy field names) when given.
 */
export function envelope<T, W = T, D = null>(outcome: Outcome<T, D>, text: SuccessText<T> = null, toWire?: (value: T) => W): TEnvelope<W> {
  if (isRefusal(outcome)) return fail(outcome.code, outcome.message, outcome.detail as W | null);
  const value = outcome as T;
  return ok(toWire ? toWire(value) : (value as unknown as W), typeof text === 'function' ? text(value) : text);
}

/**
 * A refusal thrown inside a transaction to roll everything it wrote back; the service catches it
 * outside the transaction and returns `refusal`. The one such class of the server.
 */
export class RefusedInTransaction<D = null> extends Error {
  constructor(readonly refusal: Refusal<D>) {
    super(refusal.message);
  }
}
