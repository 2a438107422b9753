// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMessages } from './get-messages.ts';
import { messagesKey, useServerMessages } from '../store.ts';

afterEach(() => vi.unstubAllGlobals());

/** The display mode the browser reports (jsdom has no matchMedia). */
const displayMode = (mode: 'browser' | 'standalone') => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(display-mode: ${mode})`, media: query }));
};

const stubFetch = () => {
  const spy = vi.fn(async () => new Response(JSON.stringify({ ResponseCode: 0, ResponseData: [] }), { status: 200 }));
  vi.stubGlobal('fetch', spy);
  return spy;
};
const query = (spy: ReturnType<typeof stubFetch>, n = 0) => new URL(String((spy.mock.calls[n] as unknown as [string])[0]), 'http://x').searchParams;

describe('GetMessages (document 1: trigger, page, platform)', () => {
  it('sends the page with the trigger and the platform', async () => {
    const spy = stubFetch();
    await getMessages(1, '/pages/contatti');
    const q = query(spy);
    expect([q.get('trigger'), q.get('page'), q.get('platform')]).toEqual(['1', '/pages/contatti', 'web']);
  });

  it("asks for 'app' in the installed app, so the back office's 'Solo app' messages reach it", async () => {
    const spy = stubFetch();
    displayMode('browser');
    await getMessages(1, '/');
    displayMode('standalone');
    await getMessages(1, '/');
    expect([query(spy, 0).get('platform'), query(spy, 1).get('platform')]).toEqual(['web', 'app']);
  });

  it("asks for 'app' on an iOS home-screen app (navigator.standalone), 'web' in Safari", async () => {
    const spy = stubFetch();
    displayMode('browser');
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    await getMessages(1, '/');
    vi.stubGlobal('navigator', { ...navigator, standalone: true });
    await getMessages(1, '/');
    expect([query(spy, 0).get('platform'), query(spy, 1).get('platform')]).toEqual(['web', 'app']);
  });

  it('the store asks once per trigger and page (another page is another call)', async () => {
    const spy = stubFetch();
    const { ensure } = useServerMessages.getState();
    await ensure(2, '/faq');
    await ensure(2, '/faq');
    await ensure(2, '/account');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(query(spy, 1).get('page')).toBe('/account');
    expect(Object.keys(useServerMessages.getState().cache)).toEqual([messagesKey(2, '/faq'), messagesKey(2, '/account')]);
  });
});
