import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface PushHandlers {
  /** The server confirmed the stream ('ready', with its data): polling can rest. */
  onOpen(data: string): void;
  onEvent(event: string, data: string): void;
  /** The stream dropped or could not open: polling takes over until it is back. */
  onDown(): void;
}

const RETRY_MIN_MS = 3_000;
const RETRY_MAX_MS = 60_000;

/**
 * Reads the notifications push stream (Server-Sent Events) with fetch, so the bearer token travels
 * in the Authorization header as for every other call (EventSource cannot send headers, and a
 * token in the URL would end up in logs). Reconnects with back-off; gives up on 401/403 for the
 * token still in use (the session is over). Returns the function that closes it.
 */
export function openPushStream(url: string, token: () => string | null, h: PushHandlers): () => void {
  const ctrl = new AbortController();
  let delay = RETRY_MIN_MS;
  const run = async () => {
    while (!ctrl.signal.aborted) {
      const bearer = token();
      if (!bearer) return;
      let status = 0;
      try {
        const res = await fetch(url, { headers: { accept: 'text/event-stream', authorization: `Bearer ${bearer}` }, signal: ctrl.signal, cache: 'no-store' });
        status = res.status;
        if (res.ok && res.body) {
          const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            if (value.event === 'ready') {
              delay = RETRY_MIN_MS;
              h.onOpen(value.data);
            } else if (value.event) h.onEvent(value.event, value.data);
          }
        }
      } catch {
        /* network failure or abort: handled below */
      }
      if (ctrl.signal.aborted) return;
      h.onDown();
      // Refused: the session is over, unless its token was renewed meanwhile (in this tab or another).
      if ((status === 401 || status === 403) && token() === bearer) return;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    }
  };
  void run();
  return () => ctrl.abort();
}
