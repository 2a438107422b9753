import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';

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

  it('ignores unknown query parameters (the stream is the same public one) and refuses NUL bytes in Italian', async () => {
    const { res, frames } = await firstFrames(base, 1, '?token=a.b.c&sport=%27--');
    expect(res.status).toBe(200);
    expect(frames[0]!.event).toBe('live');
    const nul = await fetch(`${base}${API.Palinsesto.LiveStream}?sport=%00`);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { ResponseMessage: string }).ResponseMessage).toMatch(/caratteri non ammessi/);
  });
});
