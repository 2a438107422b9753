import { describe, expect, it } from 'vitest';
import { chromeRules, isProtectedPath, safeReturnUrl } from './paths.ts';

describe('routes', () => {
  it('guards the login-required routes and leaves the open ones', () => {
    for (const p of ['/account/dashboard', '/account/edit/password', '/account/ricarica', '/account/classifiche-ranking/coupons-active', '/account/notifiche'])
      expect(isProtectedPath(p)).toBe(true);
    for (const p of [
      '/account/login',
      '/account/help',
      '/account/registration',
      '/account/ricarica/results/success',
      '/account/prelievo/results/failed',
      '/pages/chi-siamo',
      '/',
    ])
      expect(isProtectedPath(p)).toBe(false);
  });
  it('hides header and footer as specified', () => {
    expect(chromeRules('/account/registration')).toEqual({ hideMobileChrome: true, hideDesktopHeader: false });
    expect(chromeRules('/account/sso/login').hideMobileChrome).toBe(true);
    expect(chromeRules('/ticket-print/X1')).toEqual({ hideMobileChrome: true, hideDesktopHeader: true });
    expect(chromeRules('/account/dashboard')).toEqual({ hideMobileChrome: false, hideDesktopHeader: false });
  });
  it('follows only same-site return URLs', () => {
    expect(safeReturnUrl('/account/ricarica?x=1')).toBe('/account/ricarica?x=1');
    expect(safeReturnUrl('//evil.example')).toBe('/');
    // URL parsing drops tabs and line breaks: each of these is '//evil.example' to a browser.
    for (const hidden of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/ /evil.example', '/\u0000/x']) expect(safeReturnUrl(hidden)).toBe('/');
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl(null)).toBe('/');
  });
});
