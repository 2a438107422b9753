// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessage } from './lib/server-message.test-support.ts';

const goodbye = serverMessage(7, 1, { Title: 'A presto!', Body: '<p>Grazie per aver giocato.</p>' });

/** The store as a new page load finds it: the module evaluated again, sessionStorage kept. */
async function pageLoad() {
  vi.resetModules();
  return import('./store.ts');
}

describe('before-logout messages over the page load that follows a logout', () => {
  beforeEach(() => sessionStorage.clear());

  it('the next page load shows them, and only that one', async () => {
    const leaving = await pageLoad();
    leaving.useServerMessages.setState({ afterLogout: [goodbye] });
    leaving.carryAfterLogoutOver();
    expect((await pageLoad()).useServerMessages.getState().afterLogout).toEqual([goodbye]);
    expect((await pageLoad()).useServerMessages.getState().afterLogout).toEqual([]);
  });

  it('carries nothing when the logout had no message, and clears what an earlier logout left', async () => {
    sessionStorage.setItem('bs.serverMessagesAfterLogout', JSON.stringify([goodbye]));
    const leaving = await pageLoad();
    leaving.useServerMessages.setState({ afterLogout: [] });
    leaving.carryAfterLogoutOver();
    expect(sessionStorage.getItem('bs.serverMessagesAfterLogout')).toBeNull();
    expect((await pageLoad()).useServerMessages.getState().afterLogout).toEqual([]);
  });

  it('ignores what is not a list (storage written by something else)', async () => {
    for (const raw of ['{"Id":7}', 'not json', '42']) {
      sessionStorage.setItem('bs.serverMessagesAfterLogout', raw);
      expect((await pageLoad()).useServerMessages.getState().afterLogout).toEqual([]);
    }
  });
});
