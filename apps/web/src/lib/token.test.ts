import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired, shouldAttachToken, tokenExpirationDate, tokenFrom } from './token.ts';

describe('token helper', () => {
  it('attaches only to the own host and allowed domains, never to disallowed routes', () => {
    const origin = 'https://www.betsite.example';
    expect(shouldAttachToken('/api/Account/CheckAuth', { origin })).toBe(true);
    expect(shouldAttachToken('https://evil.example/api', { origin })).toBe(false);
    expect(shouldAttachToken('https://api.partner.example/x', { origin, allowedDomains: ['api.partner.example'] })).toBe(true);
    expect(shouldAttachToken('/api/CMS/GetCmsObject', { origin, disallowedRoutes: ['/api/CMS'] })).toBe(false);
  });
});

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('token helper: login validity by the token expiry (document 1)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  it('reads exp and judges the login valid until then', () => {
    const token = jwt({ sub: '7', exp: now / 1000 + 60 });
    expect(decodeToken(token)).toMatchObject({ sub: '7' });
    expect(tokenExpirationDate(token)?.getTime()).toBe(now + 60_000);
    expect(isTokenExpired(token, 0, now)).toBe(false);
    expect(isTokenExpired(token, 61, now)).toBe(true);
    expect(isTokenExpired(token, 0, now + 60_000)).toBe(true);
    expect(isTokenExpired(jwt({ sub: '7' }), 0, now)).toBe(false);
    expect(isTokenExpired(null)).toBe(true);
  });

  it('throws the specification texts letter for letter, and treats a bad token as not valid', () => {
    expect(() => decodeToken('abc.def')).toThrow(new Error("The inspected token doesn't appear to be a JWT..."));
    expect(() => decodeToken('a.%%%.c')).toThrow(new Error('Cannot decode the token.'));
    expect(() => decodeToken(`a.${btoa('not json')}.c`)).toThrow(new Error('Cannot decode the token.'));
    expect(isTokenExpired('abc.def', 0, now)).toBe(true);
    expect(() => tokenFrom(() => null, { throwNoTokenError: true })).toThrow(new Error('Could not get token from tokenGetter function.'));
    expect(tokenFrom(() => null)).toBeNull();
    expect(tokenFrom(() => 'x.y.z', { throwNoTokenError: true })).toBe('x.y.z');
  });
});
