import { describe, expect, it } from 'vitest';
import { hasPage, registerPages } from './page-registry.ts';

describe('hasPage', () => {
  it('tells real pages from the catch-all, and forgets its answers when the table changes', () => {
    registerPages([{ path: '/', children: [{ path: 'account/dashboard' }, { path: '*' }] }]);
    expect(hasPage('/account/dashboard')).toBe(true);
    expect(hasPage('/account/vip')).toBe(false);
    expect(hasPage('/account/vip')).toBe(false);
    registerPages([{ path: '/', children: [{ path: 'account/vip' }, { path: '*' }] }]);
    expect(hasPage('/account/vip')).toBe(true);
    expect(hasPage('/account/dashboard')).toBe(false);
  });
});
