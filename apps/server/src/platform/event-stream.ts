import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a Server-Sent Events stream and returns the raw response to write frames
 * to. The reply's headers so far (the security headers, the request id) are written with the
 * stream's own: hijacked, fastify would not write them.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  return res;
}

/**
 * What one stream may hold unsent for its client. A client that stops reading (a phone asleep
 * behind a proxy, or someone opening streams never to read them) made the process keep every frame
 * written since: about 3 MB an hour per live stream, without end.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * Writes a frame, or closes the stream when its client has stopped reading and the frame would take
 * what it holds unsent past `MAX_UNSENT_BYTES`: the browser's EventSource opens it again, and the
 * stream's first frames bring it up to date. False when the frame was not written.
 */
export function writeFrame(res: ServerResponse, frame: string): boolean {
  if (res.destroyed) return false;
  if (res.writableLength + Buffer.byteLength(frame) > MAX_UNSENT_BYTES) {
    res.destroy();
    return false;
  }
  res.write(frame);
  return true;
}

/** Frames a latest-only stream skips in a row for a client that is not reading before it closes. */
export const MAX_SKIPPED_FRAMES = 20;

/**
 * A stream whose every frame replaces the one before (the live prices): while the client has not
 * taken the last frame yet, the next is skipped, not queued; after `MAX_SKIPPED_FRAMES` in a row the
 * client is taken to be gone and the stream closes.
 */
export function latestFrameWriter(res: ServerResponse): (frame: string) => void {
  let skipped = 0;
  return (frame) => {
    if (res.destroyed) return;
    if (res.writableNeedDrain) {
      skipped += 1;
      if (skipped >= MAX_SKIPPED_FRAMES) res.destroy();
      return;
    }
    skipped = 0;
    writeFrame(res, frame);
  };
}
