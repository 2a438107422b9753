import { ZSaveClientSettingsRequest } from '@betsite/contract/session';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});
vi.stubGlobal('sessionStorage', globalThis.localStorage);

const { useSession } = await import('../../lib/session-store.ts');
const { hiddenElements, hideElementPermanently, HIDDEN_SETTING } = await import('./hidden-elements.ts');

describe('permanently hidden elements', () => {
  beforeEach(() => {
    useSession.setState({ user: null, clientSettings: null });
  });
  it('a visitor keeps the choice in the browser', () => {
    hideElementPermanently('login-info:1');
    expect(hiddenElements()).toEqual(['login-info:1']);
    expect(useSession.getState().clientSettings).toBeNull();
  });
  it("a player's choice goes into the synced client settings, and the server's list counts too", () => {
    useSession.setState({ user: { username: 'x' } as never, clientSettings: { Layout: 1, [HIDDEN_SETTING]: [{ Type: 'news', Id: 7 }] } });
    hideElementPermanently('login-info:1');
    hideElementPermanently('migration-notice:MIGRA-DEMO1');
    const saved = useSession.getState().clientSettings!;
    expect(saved[HIDDEN_SETTING]).toEqual([
      { Type: 'news', Id: 7 },
      { Type: 'login-info', Id: '1' },
      { Type: 'migration-notice', Id: 'MIGRA-DEMO1' },
    ]);
    // What the page saves is what the server accepts (the shared schema of the call).
    expect(ZSaveClientSettingsRequest.safeParse({ ClientSettings: { [HIDDEN_SETTING]: saved[HIDDEN_SETTING] } }).success).toBe(true);
    expect(hiddenElements().sort()).toEqual(['login-info:1', 'migration-notice:MIGRA-DEMO1', 'news:7']);
    expect(JSON.parse(store.get('bs.hiddenElements')!)).toEqual(['login-info:1', 'migration-notice:MIGRA-DEMO1']);
  });

  it('entries already stored stay as they were (Description, an Id that is a number); an element is added once', () => {
    const fromLegacy = { Type: 'info-box', Id: 9, Description: 'Chiuso nel vecchio sito' };
    useSession.setState({ user: { username: 'x' } as never, clientSettings: { [HIDDEN_SETTING]: [fromLegacy] } });
    const added = { Type: 'info-box', Id: 5, Description: 'Non hai ancora un conto?' };
    hideElementPermanently(added);
    hideElementPermanently(added);
    expect(useSession.getState().clientSettings![HIDDEN_SETTING]).toEqual([fromLegacy, added]);
    expect(hiddenElements()).toEqual(expect.arrayContaining(['info-box:9', 'info-box:5']));
  });
});
