/**
 * A business refusal (`ResponseCode` ≠ 0) of a defined call (issue 37; thrown or returned by lib/call-api.ts). Apart from
 * call-api.ts so that code which only recognises a refusal (form-errors.ts, on every form page) does
 * not bring the contract client and its answer checker to pages that make no defined call.
 *
 * The refusal's code is one the call declares; the message is the server's Italian text; field
 * errors go under their fields (form-errors.ts).
 */
export class Refusal<C extends number = number, R = unknown> extends Error {
  constructor(
    public readonly code: C,
    message: string,
    public readonly fieldErrors: readonly { field: string; message: string }[] = [],
    /** What the server sent beside the refusal (`ResponseData`), for the few calls that send something. */
    public readonly data: R | null = null,
  ) {
    super(message);
  }
}
