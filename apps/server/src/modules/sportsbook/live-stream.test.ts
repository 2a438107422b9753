import { EventSourceParserStream } from 'eventsource-parser/stream';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { LIVE_PUSH_MS, MAX_STREAMS_PER_ADDRESS } from './routes.ts';

/** The first `live` frames of the public live-odds stream, read the way a browser's EventSource would. */
async function firstFrames(base: string, count: number, query = '') {
  const ctrl = new AbortController();
  const res = await fetch(`${base}${API.Palinsesto.LiveStream}${query}`, { signal: ctrl.signal });
  const frames: { event?: string; data: string }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  while (frames.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    frames.push(value);
  }
  ctrl.abort();
  return { res, frames };
}

describe(`live odds stream (${dbLabel()})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('sends the live events at once, as an event stream nobody caches, and never a personal field', async () => {
    const { res, frames } = await firstFrames(base, 1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(frames[0]!.event).toBe('live');
    const events = JSON.parse(frames[0]!.data) as { Live?: boolean; Markets?: unknown[] }[];
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.every((e) => e.Live === true)).toBe(true);
    expect(frames[0]!.data).not.toMatch(/userId|Token|Saldo/i);
  });

  it('one address holds at most MAX_STREAMS_PER_ADDRESS streams at once (so one client cannot take every slot); a closed one frees its place', async () => {
    const held = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ADDRESS }, async () => {
        const ctrl = new AbortController();
        const res = await fetch(`${base}${API.Palinsesto.LiveStream}`, { signal: ctrl.signal });
        return { ctrl, status: res.status };
      }),
    );
    expect(held.every((h) => h.status === 200)).toBe(true);
    const refused = await fetch(`${base}${API.Palinsesto.LiveStream}`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { ResponseCode: number }).ResponseCode).toBe(-9);
    // A closed stream frees its place (the server sees the close a moment later).
    const reopened = async () => {
      for (let i = 0; i < 100; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const ctrl = new AbortController();
        const status = (await fetch(`${base}${API.Palinsesto.LiveStream}`, { signal: ctrl.signal })).status;
        ctrl.abort();
        if (status === 200) return true;
      }
      return false;
    };
    held[0]!.ctrl.abort();
    expect(await reopened()).toBe(true);
    for (const h of held) h.ctrl.abort();
    expect(await reopened()).toBe(true);
  });

  it('closes the stream of a client that stopped reading, instead of keeping every frame for it', async () => {
    // The push timer is faked (frames every LIVE_PUSH_MS without waiting for them); the sockets are real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { port } = new URL(base);
    let serverSide: Socket | undefined;
    t.app.server.once('connection', (s: Socket) => (serverSide = s));
    const socket = connect(Number(port), '127.0.0.1');
    try {
      await once(socket, 'connect');
      socket.write(`GET ${API.Palinsesto.LiveStream} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await once(socket, 'data');
      expect(serverSide).toBeDefined();
      // Read once, then never again: what the server writes fills the kernel's buffers, then the
      // response's. How many frames that takes depends on the frames' size (how many events are live
      // at this hour) and on the kernel, so frames go until the server closes, within a bound far
      // past what the buffers hold (the bound only keeps a broken server from looping for ever).
      socket.pause();
      let frames = 0;
      while (!serverSide!.destroyed && frames < 50_000) {
        vi.advanceTimersByTime(LIVE_PUSH_MS);
        frames += 1;
        // Time for the socket to take what was written, as the 3 s between two frames give it.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // The server closed the stream once its buffers were full and MAX_SKIPPED_FRAMES more had gone
      // by (before, it queued every frame for ever); reading again, the client finds it closed.
      expect(serverSide!.destroyed).toBe(true);
      const closed = new Promise<boolean>((resolve) => {
        socket.once('close', () => resolve(true));
        setTimeout(() => resolve(false), 10_000);
      });
      socket.resume();
      expect(await closed).toBe(true);
    } finally {
      socket.destroy();
      vi.useRealTimers();
    }
  });

  it('ignores unknown query parameters (the stream is the same public one) and refuses NUL bytes in Italian', async () => {
    const { res, frames } = await firstFrames(base, 1, '?token=a.b.c&sport=%27--');
    expect(res.status).toBe(200);
    expect(frames[0]!.event).toBe('live');
    const nul = await fetch(`${base}${API.Palinsesto.LiveStream}?sport=%00`);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { ResponseMessage: string }).ResponseMessage).toMatch(/caratteri non ammessi/);
    // A HEAD request opens no stream (it would hold a slot of the address and send nothing).
    expect((await fetch(`${base}${API.Palinsesto.LiveStream}`, { method: 'HEAD', signal: AbortSignal.timeout(5_000) })).status).toBe(404);
  });
});
