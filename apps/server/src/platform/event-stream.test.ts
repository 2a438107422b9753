import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { latestFrameWriter, MAX_SKIPPED_FRAMES, MAX_UNSENT_BYTES, writeFrame } from './event-stream.ts';

/** A response whose client reads nothing: what is written stays in its buffer. */
function unreadResponse(highWaterMark = 16 * 1024) {
  const res = {
    destroyed: false,
    writableLength: 0,
    get writableNeedDrain() {
      return this.writableLength >= highWaterMark;
    },
    write(frame: string) {
      this.writableLength += Buffer.byteLength(frame);
      return !this.writableNeedDrain;
    },
    destroy() {
      this.destroyed = true;
    },
  };
  return res;
}

describe('event streams for clients that stop reading', () => {
  it('writeFrame closes the stream rather than hold more than MAX_UNSENT_BYTES for it', () => {
    const res = unreadResponse(Infinity);
    const frame = `event: notify\ndata: ${'x'.repeat(1000)}\n\n`;
    let written = 0;
    while (writeFrame(res as unknown as ServerResponse, frame)) written += 1;
    expect(res.destroyed).toBe(true);
    expect(res.writableLength).toBeLessThanOrEqual(MAX_UNSENT_BYTES);
    expect(written).toBe(Math.floor(MAX_UNSENT_BYTES / Buffer.byteLength(frame)));
  });

  it('a latest-only stream skips frames while the last is unread, and closes after MAX_SKIPPED_FRAMES in a row', () => {
    const res = unreadResponse();
    const write = latestFrameWriter(res as unknown as ServerResponse);
    const frame = `event: live\ndata: ${'x'.repeat(3000)}\n\n`;
    for (let i = 0; i < 6; i++) write(frame);
    const held = res.writableLength;
    for (let i = 0; i < MAX_SKIPPED_FRAMES - 1; i++) write(frame);
    expect(res.writableLength).toBe(held);
    expect(res.destroyed).toBe(false);
    write(frame);
    expect(res.destroyed).toBe(true);
  });

  it('a client that catches up is sent the next frame and starts counting again', () => {
    const res = unreadResponse();
    const write = latestFrameWriter(res as unknown as ServerResponse);
    const frame = `event: live\ndata: ${'x'.repeat(3000)}\n\n`;
    for (let i = 0; i < 6 + MAX_SKIPPED_FRAMES - 1; i++) write(frame);
    res.writableLength = 0;
    write(frame);
    expect(res.writableLength).toBe(Buffer.byteLength(frame));
    for (let i = 0; i < 6 + MAX_SKIPPED_FRAMES - 2; i++) write(frame);
    expect(res.destroyed).toBe(false);
  });
});
