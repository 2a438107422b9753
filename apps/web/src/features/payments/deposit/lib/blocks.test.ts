import { describe, expect, it } from 'vitest';
import { depositBlock } from './blocks.ts';

const user = (p: Partial<{ cambio_password: boolean; confirmedMobile: boolean; playerConfirmed: boolean }>) => ({ cambio_password: false, confirmedMobile: true, playerConfirmed: true, ...p });

describe('deposit blocks', () => {
  it('blocks a pending password change whatever the module says', () => {
    expect(depositBlock(user({ cambio_password: true }), false)).toBe('password');
    expect(depositBlock(user({ cambio_password: true, confirmedMobile: false }), true)).toBe('password');
  });
  it('asks to verify phone, e-mail or both only with DisableDepositifNotVerified', () => {
    expect(depositBlock(user({ confirmedMobile: false }), true)).toBe('mobile');
    expect(depositBlock(user({ playerConfirmed: false }), true)).toBe('email');
    expect(depositBlock(user({ confirmedMobile: false, playerConfirmed: false }), true)).toBe('both');
    expect(depositBlock(user({ confirmedMobile: false, playerConfirmed: false }), false)).toBeNull();
    expect(depositBlock(user({}), true)).toBeNull();
  });
});
