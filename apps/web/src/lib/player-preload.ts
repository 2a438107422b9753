/**
 * The answers index.html's inline script asked for while the scripts downloaded (the player's first
 * calls, listed by the server per route): without it, each of them would wait for the app's code
 * and then for the session check before it was sent.
 */
interface PlayerPreload {
  /** The bearer they were sent with: an answer is only good for the session that asked for it. */
  token: string;
  /** When they were sent (performance.now()). */
  at: number;
  responses: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    __playerPreload?: PlayerPreload;
  }
}

/** Past this age an answer is no longer "the page's first look" and is asked for afresh. */
const MAX_AGE_MS = 10_000;

/**
 * The preloaded answer for a GET of `url` with `token`, at most once: the first call for a URL takes
 * it, any later one goes to the server. Undefined when there is none (another session, too old).
 */
export function takePreloaded(url: string, token: string | null): Promise<Response> | undefined {
  const preload = globalThis.window?.__playerPreload;
  const answer = preload?.responses[url];
  if (!preload || !answer || token === null) return undefined;
  delete preload.responses[url];
  if (preload.token !== token || performance.now() - preload.at > MAX_AGE_MS) return undefined;
  return answer;
}
