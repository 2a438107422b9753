import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.ts';

describe('contact masking', () => {
  it('keeps the last three digits of a mobile', () => {
    expect(maskMobile('3331234567')).toBe('*******567');
    expect(maskMobile('123')).toBe('***');
    expect(maskMobile('')).toBe('***');
  });
  it('keeps the first two letters and the domain of an address', () => {
    expect(maskEmail('mario.rossi@example.it')).toBe('ma*********@example.it');
    expect(maskEmail('a@b.it')).toBe('a*@b.it');
  });
});
