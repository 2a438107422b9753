import { describe, expect, it } from 'vitest';
import type { TNotification } from '@betsite/contract/notifications';
import { POPUP_DEBOUNCE_MS, mergePoll, paymentMethodAlert, shouldPopUp, unreadCount } from './popup-rules.ts';

const n = (Id: number, typeId = 200, IsRead = false): TNotification => ({
  Id,
  Type: { Id: typeId, Type: 'X' },
  Title: `T${Id}`,
  Body: '',
  ParamsObj: {},
  IsRead,
  Archived: false,
  InsDate: '2026-01-01T00:00:00Z',
});

describe('notification rules', () => {
  it('type 1000 is never counted nor popped up', () => {
    expect(unreadCount([n(1), n(2, 1000), n(3, 200, true)])).toBe(1);
    expect(shouldPopUp(n(2, 1000), { shown: new Set(), lastPopupAt: null, now: 0 })).toBe(false);
  });
  it('pops up once, then waits 3 minutes before the next popup', () => {
    expect(shouldPopUp(n(1), { shown: new Set(), lastPopupAt: null, now: 0 })).toBe(true);
    expect(shouldPopUp(n(1), { shown: new Set([1]), lastPopupAt: null, now: 0 })).toBe(false);
    expect(shouldPopUp(n(2), { shown: new Set([1]), lastPopupAt: 1000, now: 1000 + POPUP_DEBOUNCE_MS - 1 })).toBe(false);
    expect(shouldPopUp(n(2), { shown: new Set([1]), lastPopupAt: 1000, now: 1000 + POPUP_DEBOUNCE_MS })).toBe(true);
    expect(shouldPopUp(n(3, 200, true), { shown: new Set(), lastPopupAt: null, now: 0 })).toBe(false);
  });
  it('the newest unread type 8 is the error alert until dismissed', () => {
    expect(paymentMethodAlert([n(5, 8), n(4, 8)], new Set())?.Id).toBe(5);
    expect(paymentMethodAlert([n(5, 8), n(4, 8)], new Set([5]))?.Id).toBe(4);
    expect(paymentMethodAlert([n(5, 8, true)], new Set())).toBeNull();
  });
  it('a poll adds new unread ones and marks the missing ones read', () => {
    const merged = mergePoll([n(2), n(1)], [n(3), n(1)]);
    expect(merged.map((x) => [x.Id, x.IsRead])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
  });
});
