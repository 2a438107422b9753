// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMessages } from './get-messages.ts';
import { messagesKey, useServerMessages } from '../store.ts';

afterEach(() => vi.unstubAllGlobals());

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
