import { describe, expect, it } from 'vitest';
import { inlineApiPaths } from '../../inline-api-paths.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = inlineApiPaths().transform as unknown as Transform;

describe('inline-api-paths (build)', () => {
  it('turns each named call into its path string, so the table is not shipped', () => {
    const out = transform('api(API.Account.LoginUser2FA); fetch(API.health); x(API.CMS.AdminObject)', '/r/apps/web/src/features/x.ts');
    expect(out?.code).toBe('api("/api/Account/LoginUser2FA"); fetch("/api/health"); x("/api/CMS/Admin/Objects/:id")');
  });

  it('leaves unknown names, whole groups and files outside the web app alone', () => {
    expect(transform('f(API.Account.Nope, API.Account)', '/r/apps/web/src/a.ts')).toBeNull();
    expect(transform('f(API.Account.LoginUser2FA)', '/r/apps/server/src/a.ts')).toBeNull();
  });
});
