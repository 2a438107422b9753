import { describe, expect, it } from 'vitest';
import { hasPermission, permissionsOf } from './backoffice-roles.ts';

describe('back-office permissions', () => {
  it('gives admin everything and the others only their own', () => {
    expect(hasPermission(['admin'], 'site.write')).toBe(true);
    expect(hasPermission(['payments'], 'withdrawals.decide')).toBe(true);
    expect(hasPermission(['payments'], 'documents.review')).toBe(false);
    expect(hasPermission(['content'], 'players.read')).toBe(false);
    expect(hasPermission(['content', 'compliance'], 'documents.review')).toBe(true);
    expect(hasPermission([], 'dashboard.read')).toBe(false);
    expect(hasPermission(['player'], 'dashboard.read')).toBe(false);
  });
  it('lists the permissions of a set of roles', () => {
    expect(permissionsOf(['content'])).toEqual(['dashboard.read', 'content.write', 'messages.write', 'notifications.send', 'bonuses.manage']);
    expect(permissionsOf(['admin'])).toContain('audit.read');
  });
});
