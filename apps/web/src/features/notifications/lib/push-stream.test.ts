import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPushStream } from './push-stream.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const handlers = () => ({ onOpen: vi.fn(), onEvent: vi.fn(), onDown: vi.fn() });
const bearerOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>).authorization;

describe('openPushStream on a refused token', () => {
  it('gives up when the token still in use is refused (the session is over)', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn(async () => new Response(null, { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
    const close = openPushStream('/api/Notifications/Stream', () => 'T1', handlers());
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    close();
  });

  it('opens again with the new token when a renewal replaced the refused one meanwhile', async () => {
    vi.useFakeTimers();
    let token = 'T1';
    const fetchSpy = vi.fn(async (_url: string, init: RequestInit) => {
      if ((init.headers as Record<string, string>).authorization === 'Bearer T1') {
        token = 'T2';
        return new Response(null, { status: 401 });
      }
      return new Response('event: ready\ndata: {}\n\n', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const h = handlers();
    const close = openPushStream('/api/Notifications/Stream', () => token, h);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchSpy.mock.calls.map(bearerOf).slice(0, 2)).toEqual(['Bearer T1', 'Bearer T2']);
    expect(h.onOpen).toHaveBeenCalled();
    close();
  });
});
