import { describe, expect, it } from 'vitest';
import { canShow, countView, pick } from './message-rules.ts';
import { serverMessage as m } from './server-message.test-support.ts';

describe('server message rules', () => {
  it('shows a message once per session and up to its view cap', () => {
    const capped = m(1, 1, { MaxVisualization_Number: 2 });
    expect(canShow(capped, [], new Set())).toBe(true);
    expect(canShow(capped, [], new Set([1]))).toBe(false);
    let views = countView([], 1, new Date('2026-11-01T10:00:00Z'));
    expect(canShow(capped, views, new Set())).toBe(true);
    views = countView(views, 1, new Date('2026-11-02T10:00:00Z'));
    expect(views).toEqual([{ Id: 1, ViewCount: 2, InsDate: '2026-11-01T10:00:00.000Z' }]);
    expect(canShow(capped, views, new Set())).toBe(false);
    expect(canShow(m(2, 1), countView(countView([], 2, new Date()), 2, new Date()), new Set())).toBe(true);
  });
  it('picks one popup and one banner for the page', () => {
    const list = [m(1, 1, { SpecificPage: '/faq' }), m(2, 2), m(3, 1), m(4, 2, { SpecificPage: '/x' })];
    expect(pick(list, '/faq', [], new Set())).toMatchObject({ popup: { Id: 1 }, banner: { Id: 2 } });
    expect(pick(list, '/', [], new Set())).toMatchObject({ popup: { Id: 3 }, banner: { Id: 2 } });
    expect(pick(list, '/', [], new Set([2, 3]))).toEqual({ popup: null, banner: null });
  });
});
