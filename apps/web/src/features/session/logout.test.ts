// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-store.ts';

const logoutUser = vi.fn();
const loggedOut = vi.fn();
vi.mock('./client-settings-sync.ts', () => ({ flushClientSettings: () => Promise.reject(new Error('chunk not fetched')) }));
vi.mock('../server-messages/index.ts', () => {
  throw new Error('offline: the server messages chunk cannot be fetched');
});
vi.mock('./api/player-session-calls.ts', () => ({ logoutUser: (...args: unknown[]) => logoutUser(...args) }));
vi.mock('./lib/tab-sync.ts', () => ({ sessionTabs: () => ({ loggedOut }) }));

const { endSession } = await import('./logout.ts');

function loggedIn() {
  useSession.getState().setLogin({
    token: 'token-1',
    user: { betsession: 'bs-1', username: 'demouser1' } as never,
    clientSettings: null,
    remember: false,
  });
}

describe('endSession', () => {
  afterEach(() => vi.clearAllMocks());

  it('ends the session on this device even when the steps before it fail (offline, server down)', async () => {
    loggedIn();
    logoutUser.mockRejectedValue(new Error('network'));
    await endSession();
    expect(logoutUser).toHaveBeenCalledWith('bs-1');
    expect(useSession.getState()).toMatchObject({ token: null, betsession: null, user: null });
    expect(sessionStorage.getItem('bs.token')).toBeNull();
    expect(loggedOut).toHaveBeenCalledWith('bs-1', null);
  });
});
