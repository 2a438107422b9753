import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { openEventStream, writeFrame } from '../../platform/event-stream.ts';
import type { PushStream } from './push-hub.ts';
import { listStamp, sessionStillOpen } from './repository.ts';

/** A comment line this often keeps proxies from closing a quiet stream and re-checks the session. */
export const HEARTBEAT_MS = 25_000;

/**
 * Turns the request into a Server-Sent Events stream for the logged-in player: 'ready' with the
 * stamp of the player's list (a tab holding the same list needs no catch-up; `{}` if it cannot be
 * read, and the tab catches up), then 'notify' with each new notification and 'sync' when read/archived states changed elsewhere.
 * Closed when the session is revoked (NOTIFY session_revoked), found idle or revoked at a
 * heartbeat, when the client goes away, or when the server shuts down.
 */
export function openPushStream(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): void {
  const { userId, sessionId } = req.auth!;
  const res = openEventStream(reply);
  let open = true;
  const stream: PushStream = {
    userId,
    sessionId,
    send(event, data) {
      // A client that stopped reading is closed rather than sent an endless queue: its EventSource
      // opens the stream again, and 'ready' catches its list up.
      if (open) writeFrame(res, `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      res.end();
    },
  };
  const heartbeat = setInterval(() => {
    sessionStillOpen(deps.db, sessionId, deps.config.sessionIdleSeconds, deps.clock.now())
      .then((live) => (live ? writeFrame(res, ': ping\n\n') : deps.push.remove(stream, true)))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    open = false;
    clearInterval(heartbeat);
    deps.push.remove(stream);
  });
  // Registered before the stamp is read: a change after the read still reaches this stream.
  deps.push.add(stream);
  void listStamp(deps.db, userId)
    .catch(() => ({}))
    // retry: how long the browser-side client waits before reconnecting after a drop.
    .then((stamp) => open && writeFrame(res, `retry: 3000\nevent: ready\ndata: ${JSON.stringify(stamp)}\n\n`));
}
