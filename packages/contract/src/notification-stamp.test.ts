import { describe, expect, it } from 'vitest';
import { listStampOf, readyMatches } from './notification-stamp.ts';

const n = (Id: number, IsRead = false, Archived = false) => ({ Id, IsRead, Archived });

describe('the notification list stamp', () => {
  it('counts the newest id, the unread and the listed, archived ones left out', () => {
    expect(listStampOf([])).toEqual({ latest: 0, unread: 0, listed: 0 });
    expect(listStampOf([n(3), n(7, true), n(9, true, true)])).toEqual({ latest: 7, unread: 1, listed: 2 });
  });

  it('changes when a notification is created, read or archived', () => {
    const list = [n(3), n(7, true)];
    const stamp = listStampOf(list);
    expect(listStampOf([...list, n(8)])).not.toEqual(stamp);
    expect(listStampOf([n(3, true), n(7, true)])).not.toEqual(stamp);
    expect(listStampOf([n(3, false, true), n(7, true)])).not.toEqual(stamp);
  });

  it("matches a 'ready' event only with the same three numbers", () => {
    const stamp = { latest: 7, unread: 1, listed: 2 };
    expect(readyMatches('{"latest":7,"unread":1,"listed":2}', stamp)).toBe(true);
    expect(readyMatches('{"latest":7,"unread":0,"listed":2}', stamp)).toBe(false);
    // An older server's empty 'ready', or data that is not JSON: the tab catches up.
    expect(readyMatches('{}', stamp)).toBe(false);
    expect(readyMatches('not json', stamp)).toBe(false);
  });
});
