import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN_MAX, PATTERN_TEXT, siteVariableIssue, slowPatternIssue } from './variable-values.ts';

const EXPLOIT = `^${'(.*)'.repeat(12)}x$`;

describe('Mobile_CustomPattern: patterns that backtrack catastrophically are refused when saved', () => {
  it.each([
    '^3\\d{8,9}$',
    '^\\+?39?3\\d{9}$',
    '^\\+39\\s?3\\d{2}\\s?\\d{6,7}$',
    '^(\\+39|0039)?\\s?3\\d{2}\\s?\\d{6,7}$',
    '^(?:(?:\\+|00)39)?3\\d{8,9}$',
    '^(?<prefisso>\\+39)?3[0-9]{8,9}$',
    '^\\+\\d{10,15}$',
    '^[+]?[0-9 ]{9,16}$',
    '^.*3\\d{8}.*$',
    '3\\d{2}[({]?\\d+',
  ])('a typical mobile pattern passes: %s', (pattern) => {
    expect(slowPatternIssue(pattern)).toBeNull();
    expect(siteVariableIssue('Mobile_CustomPattern', pattern)).toBeNull();
  });

  it.each([
    [EXPLOIT, PATTERN_TEXT.unbounded],
    ['(a+)+$', PATTERN_TEXT.nested],
    ['(a|aa)*$', PATTERN_TEXT.nested],
    ['(.*){2,}', PATTERN_TEXT.nested],
    ['^(\\d{3}\\s?)+$', PATTERN_TEXT.nested],
    ['^((\\d+)?)*$', PATTERN_TEXT.nested],
    ['^(?:a|b){1,20}$', PATTERN_TEXT.nested],
    ['^.*.*.*x$', PATTERN_TEXT.unbounded],
    ['^\\d+\\s*\\d+\\s*$', PATTERN_TEXT.unbounded],
    // Bounded but wide: as slow as unbounded on 20 characters.
    [`^${'\\d{0,20}'.repeat(8)}x$`, PATTERN_TEXT.tooManyChoices],
    ['^(\\d)\\1+$', PATTERN_TEXT.backreference],
    ['^(?<c>\\d)\\k<c>$', PATTERN_TEXT.backreference],
    ['^(?=3)\\d{9}$', PATTERN_TEXT.lookaround],
    ['^(?!0)\\d{9}$', PATTERN_TEXT.lookaround],
    ['^\\d{9}(?<=3\\d{8})$', PATTERN_TEXT.lookaround],
    ['^\\d{9}(?<!0{9})$', PATTERN_TEXT.lookaround],
    [`^3${'\\d'.repeat(250)}$`, PATTERN_TEXT.tooLong],
  ])('refused: %s', (pattern, message) => {
    expect(slowPatternIssue(pattern)).toBe(message);
    expect(siteVariableIssue('Mobile_CustomPattern', pattern)).toBe(message);
  });

  it('a 500-character pattern is refused whatever it holds; one of the maximum length is read', () => {
    expect(siteVariableIssue('Mobile_CustomPattern', 'a'.repeat(500))).toBe(PATTERN_TEXT.tooLong);
    expect(siteVariableIssue('Mobile_CustomPattern', '3'.repeat(MOBILE_PATTERN_MAX))).toBeNull();
    expect(PATTERN_TEXT.tooLong).toContain(String(MOBILE_PATTERN_MAX));
  });

  it('the characters of a class, an escape or a literal brace are not read as syntax', () => {
    expect(slowPatternIssue('^[(|*+]{1}\\(\\)\\*\\+\\d{9}$')).toBeNull();
    expect(slowPatternIssue('^[\\](?=]\\d{9}$')).toBeNull();
    expect(slowPatternIssue('^a{,3}\\d{9}$')).toBeNull();
  });

  it('the check is quick on what it refuses, and what it lets through runs quickly on a 20-character number', () => {
    const start = performance.now();
    expect(siteVariableIssue('Mobile_CustomPattern', EXPLOIT)).not.toBeNull();
    for (const p of ['^.*.*x$', '^(\\+39|0039)?\\s?3\\d{2}\\s?\\d{6,7}$', '^\\d{0,20}\\d{0,20}x$']) {
      expect(slowPatternIssue(p)).toBeNull();
      new RegExp(p).test('3'.repeat(20));
    }
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('still refuses a pattern that does not compile, and takes an empty one (no custom rule)', () => {
    expect(siteVariableIssue('Mobile_CustomPattern', '([0-9]')).toContain('non si compila');
    expect(siteVariableIssue('Mobile_CustomPattern', '')).toBeNull();
  });
});

describe('link variables: a page of the site or an http(s) address, never another host behind a path', () => {
  it('refuses two slashes or backslashes at the start in any mix, and a backslash in a path', () => {
    for (const v of ['//evil.example', '/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/pages\\contratto']) {
      expect(siteVariableIssue('ContrattoDiGioco_Url', v), v).toBe('Valore non valido: un indirizzo che inizia con / oppure con https://');
    }
    for (const v of ['', '/pages/contratto-di-gioco', 'https://chat.example/live']) expect(siteVariableIssue('LiveChat_Url', v), v).toBeNull();
  });
});
