import { describe, expect, it } from 'vitest';
import { isInternalPath } from './internal-path.ts';
import { SERVER_MESSAGE_TEXT, ZServerMessageInput } from './server-messages.ts';

/** What a browser opens on another host: two slashes or backslashes in any mix, or a backslash later on. */
const OTHER_HOST = ['//evil.example', '/\\evil.example', '/\\/evil.example', '/\\\\evil.example', '\\/evil.example', '\\\\evil.example', '/pagina\\..\\x'];

describe('internal paths refuse whatever a browser reads as another host', () => {
  it('a path of the site passes', () => {
    for (const v of ['/', '/pages/privacy', '/account/promozioni-bonus?tab=2#fine', '/pages/a//b']) expect(isInternalPath(v), v).toBe(true);
  });

  it('two slashes or backslashes at the start, any backslash, whitespace or a control character do not', () => {
    for (const v of [...OTHER_HOST, '/\t/evil.example', '/a b', '/a\u0001', 'pages/privacy', '']) expect(isInternalPath(v), JSON.stringify(v)).toBe(false);
  });

  it("a server message's links and page follow the rule, with the schemas' Italian texts", () => {
    const base = { Trigger: 1, TemplateId: 1, Title: 'T', Body: 'B' };
    for (const v of OTHER_HOST) {
      for (const [field, text] of [
        ['ImageUrl', SERVER_MESSAGE_TEXT.linkInvalid],
        ['Button_InternalLink', SERVER_MESSAGE_TEXT.linkInvalid],
        ['SpecificPage', SERVER_MESSAGE_TEXT.pageInvalid],
      ] as const) {
        const r = ZServerMessageInput.safeParse({ ...base, [field]: v });
        expect(r.success, `${field}=${v}`).toBe(false);
        expect(r.error?.issues[0]?.message, `${field}=${v}`).toBe(text);
      }
    }
    expect(
      ZServerMessageInput.safeParse({ ...base, Button_InternalLink: '/pages/privacy', SpecificPage: '/pages/privacy', ImageUrl: 'https://cdn.example/x.png' })
        .success,
    ).toBe(true);
  });
});
