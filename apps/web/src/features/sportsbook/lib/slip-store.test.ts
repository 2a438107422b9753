// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseAnswered, purchaseKey } from './purchase-key.ts';

const item = (hash: string, event: string) => ({ hash, quota: 185, event, market: '1X2', label: '1', live: false, fissa: false });

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the kept slip', () => {
  it('comes back whole (selections, kind, systems, stake) only when restored, after the first render', async () => {
    localStorage.setItem(
      'betsite.sportsbook.slip',
      JSON.stringify({ items: [item('a', 'Inter - Milan'), item('b', 'Roma - Lazio')], kind: 'singola', sizes: [], stake: 250 }),
    );
    const { useSlip } = await import('./slip-store.ts');
    // The first render matches the server's markup: an empty slip.
    expect(useSlip.getState().items).toEqual([]);
    useSlip.getState().restore();
    expect(useSlip.getState()).toMatchObject({ kind: 'singola', stake: 250 });
    expect(useSlip.getState().items.map((i) => i.hash)).toEqual(['a', 'b']);
    // Once per page: a second restore does not undo what the player did meanwhile.
    useSlip.getState().remove('a');
    useSlip.getState().restore();
    expect(useSlip.getState().items.map((i) => i.hash)).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem('betsite.sportsbook.slip')!)).toMatchObject({ items: [{ hash: 'b' }], stake: 250 });
  });

  it('reads the older kept list of selections, and ignores what is not a slip', async () => {
    localStorage.setItem('betsite.sportsbook.slip', JSON.stringify([item('a', 'Inter - Milan'), { hash: 1 }]));
    const { useSlip } = await import('./slip-store.ts');
    useSlip.getState().restore();
    expect(useSlip.getState()).toMatchObject({ kind: 'singola', sizes: [], stake: null });
    expect(useSlip.getState().items.map((i) => i.hash)).toEqual(['a']);
    vi.resetModules();
    localStorage.setItem('betsite.sportsbook.slip', '{"items": 5, "stake": -3}');
    const again = (await import('./slip-store.ts')).useSlip;
    again.getState().restore();
    expect(again.getState().items).toEqual([]);
  });
});

describe("the purchase's idempotency key", () => {
  it('is the same for the same slip until the purchase is answered, also after a reload; a changed slip gets another', () => {
    const first = purchaseKey('slip-1');
    expect(purchaseKey('slip-1')).toBe(first);
    // A reload keeps it (it lives in localStorage): the server answers the ticket it already took.
    expect(JSON.parse(localStorage.getItem('betsite.sportsbook.purchase')!)).toEqual({ signature: 'slip-1', key: first });
    const other = purchaseKey('slip-2');
    expect(other).not.toBe(first);
    purchaseAnswered();
    expect(purchaseKey('slip-2')).not.toBe(other);
  });
});
