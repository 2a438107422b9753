import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});
vi.stubGlobal('sessionStorage', globalThis.localStorage);

const { useSession } = await import('../../lib/session-store.ts');
const { hiddenElements, hideElementPermanently, HIDDEN_SETTING } = await import('../session/hidden-elements.ts');
const { infoBoxElement, infoBoxKeys, newsWidgetElement, newsWidgetKey } = await import('./hidden-boxes.ts');

const player = (list: unknown[]) => useSession.setState({ user: { username: 'x' } as never, clientSettings: { [HIDDEN_SETTING]: list } });
const boxHidden = (id: number) => infoBoxKeys(id).some((k) => hiddenElements().includes(k));

describe('info boxes hidden for ever, as document 1 §3 stores them', () => {
  beforeEach(() => useSession.setState({ user: null, clientSettings: null }));

  it("a box hidden in the legacy client ({Type 'info-box', Id, Description}) is hidden here", () => {
    player([{ Type: 'info-box', Id: 9, Description: 'Chiuso nel vecchio sito' }]);
    expect(boxHidden(9)).toBe(true);
    expect(boxHidden(5)).toBe(false);
  });

  it('a box hidden here is saved in that shape, with its title as the Description', () => {
    player([]);
    hideElementPermanently(infoBoxElement({ Id: 5, Name: 'Info login', Parameters: { Title: 'Non hai ancora un conto?' } }));
    expect(useSession.getState().clientSettings![HIDDEN_SETTING]).toEqual([{ Type: 'info-box', Id: 5, Description: 'Non hai ancora un conto?' }]);
    expect(boxHidden(5)).toBe(true);
    expect(infoBoxElement({ Id: 6, Name: 'Info login', Parameters: { Title: 'x'.repeat(400) } }).Description).toHaveLength(300);
    expect(infoBoxElement({ Id: 6, Name: 'Info login', Parameters: {} }).Description).toBe('Info login');
  });

  it("the name this site wrote before ('login-info:{Id}') still hides the box", () => {
    player([{ Type: 'login-info', Id: '3' }]);
    expect(boxHidden(3)).toBe(true);
  });

  it('a news widget keeps its own Type and key, with a Description', () => {
    expect(newsWidgetElement({ Id: 7, Name: 'Notizie home', Parameters: { title: 'Ultime notizie' } })).toEqual({
      Type: 'news',
      Id: 7,
      Description: 'Ultime notizie',
    });
    player([{ Type: 'news', Id: '7' }]);
    expect(hiddenElements()).toContain(newsWidgetKey(7));
  });
});
