import { ZNotification } from '@betsite/contract/notifications';
import { describe, expect, it } from 'vitest';
import { parseNotification } from './parse-notification.ts';

const good = {
  Id: 7,
  Type: { Id: 101, Type: 'RicaricaAccreditata' },
  Title: 'Ricarica',
  Body: 'ok',
  ParamsObj: { a: 1 },
  IsRead: false,
  Archived: false,
  InsDate: '2026-11-22T10:00:00.000Z',
};

describe('parseNotification', () => {
  it('accepts exactly what the contract schema accepts', () => {
    const cases: unknown[] = [
      good,
      { ...good, Id: 1.5 },
      { ...good, Type: null },
      { ...good, ParamsObj: [] },
      { ...good, IsRead: 'no' },
      { ...good, InsDate: 3 },
      [],
      null,
      'x',
      { ...good, Title: undefined },
    ];
    for (const c of cases) expect(parseNotification(JSON.stringify(c)) !== null, JSON.stringify(c)).toBe(ZNotification.safeParse(c).success);
  });
  it('ignores text that is not JSON', () => {
    expect(parseNotification('{nope')).toBeNull();
  });
});
