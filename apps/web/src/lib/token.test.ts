import { describe, expect, it } from 'vitest';
import { shouldAttachToken } from './token.ts';

describe('token helper', () => {
  it('attaches only to the own host and allowed domains, never to disallowed routes', () => {
    const origin = 'https://www.betsite.example';
    expect(shouldAttachToken('/api/Account/CheckAuth', { origin })).toBe(true);
    expect(shouldAttachToken('https://evil.example/api', { origin })).toBe(false);
    expect(shouldAttachToken('https://api.partner.example/x', { origin, allowedDomains: ['api.partner.example'] })).toBe(true);
    expect(shouldAttachToken('/api/CMS/GetCmsObject', { origin, disallowedRoutes: ['/api/CMS'] })).toBe(false);
  });
});
