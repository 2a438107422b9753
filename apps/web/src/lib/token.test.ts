import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, shouldAttachToken, TOKEN_ERRORS, tokenFromGetter } from './token.ts';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;

describe('token helper', () => {
  it('judges expiry from exp', () => {
    const now = Date.now();
    expect(isTokenExpired(jwt({ exp: Math.floor(now / 1000) + 60 }), 0, now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: Math.floor(now / 1000) - 1 }), 0, now)).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
  });
  it('throws the specification texts', () => {
    expect(() => decodeToken('abc')).toThrow(TOKEN_ERRORS.notJwt);
    expect(() => decodeToken('a.b.c')).toThrow(TOKEN_ERRORS.cannotDecode);
    expect(() => tokenFromGetter(() => null, { throwIfMissing: true })).toThrow(TOKEN_ERRORS.noToken);
    expect(tokenFromGetter(() => null)).toBeNull();
  });
  it('attaches only to the own host and allowed domains, never to disallowed routes', () => {
    const origin = 'https://www.betsite.example';
    expect(shouldAttachToken('/api/Account/CheckAuth', { origin })).toBe(true);
    expect(shouldAttachToken('https://evil.example/api', { origin })).toBe(false);
    expect(shouldAttachToken('https://api.partner.example/x', { origin, allowedDomains: ['api.partner.example'] })).toBe(true);
    expect(shouldAttachToken('/api/CMS/GetCmsObject', { origin, disallowedRoutes: ['/api/CMS'] })).toBe(false);
  });
});
