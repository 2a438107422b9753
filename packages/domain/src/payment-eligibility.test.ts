import { describe, expect, it } from 'vitest';
import { depositBlock, withdrawalBlock, type PaymentFacts } from './payment-eligibility.ts';

const ok: PaymentFacts = { statoConto: 2, esclusione: null, mustChangePassword: false, mobileConfirmed: true, emailConfirmed: true };
const depositOn = { Deposit: true };
const withdrawOn = { Withdraw: true };

describe('deposit eligibility', () => {
  it('needs the deposit modules', () => {
    expect(depositBlock(ok, {})).toBe('disabled');
    expect(depositBlock(ok, { Deposit: true, Disable_All_Deposit: true })).toBe('disabled');
    expect(depositBlock(ok, { Deposit: true, ConsentiSoloPrelievo: true })).toBe('disabled');
    expect(depositBlock(ok, depositOn)).toBeNull();
  });
  it('refuses states that may not deposit and exclusions', () => {
    expect(depositBlock({ ...ok, statoConto: 1 }, depositOn)).toBeNull();
    expect(depositBlock({ ...ok, statoConto: 6 }, depositOn)).toBe('state');
    expect(depositBlock({ ...ok, statoConto: 7 }, depositOn)).toBe('state');
    expect(depositBlock({ ...ok, esclusione: 70 }, depositOn)).toBe('state');
  });
  it('blocks a pending password change whatever the module says', () => {
    expect(depositBlock({ ...ok, mustChangePassword: true }, depositOn)).toBe('password');
    expect(depositBlock({ ...ok, mustChangePassword: true, mobileConfirmed: false }, { ...depositOn, DisableDepositifNotVerified: true })).toBe('password');
  });
  it('asks to verify phone, e-mail or both only with DisableDepositifNotVerified', () => {
    const strict = { ...depositOn, DisableDepositifNotVerified: true };
    expect(depositBlock({ ...ok, mobileConfirmed: false }, strict)).toBe('mobile');
    expect(depositBlock({ ...ok, emailConfirmed: false }, strict)).toBe('email');
    expect(depositBlock({ ...ok, mobileConfirmed: false, emailConfirmed: false }, strict)).toBe('both');
    expect(depositBlock({ ...ok, mobileConfirmed: false, emailConfirmed: false }, depositOn)).toBeNull();
  });
});

describe('withdrawal eligibility', () => {
  it('blocks for the modules, a password change, unconfirmed contacts (mobile unless the module says so) and the account state', () => {
    expect(withdrawalBlock(ok, {})).toBe('disabled');
    expect(withdrawalBlock(ok, { Withdraw: true, Disable_All_Withdraw: true })).toBe('disabled');
    expect(withdrawalBlock(ok, withdrawOn)).toBeNull();
    expect(withdrawalBlock({ ...ok, mustChangePassword: true }, withdrawOn)).toBe('password');
    expect(withdrawalBlock({ ...ok, mobileConfirmed: false }, withdrawOn)).toBe('mobile');
    expect(withdrawalBlock({ ...ok, mobileConfirmed: false }, { ...withdrawOn, RegistrationMobileAvoidConfirmation: true })).toBeNull();
    expect(withdrawalBlock({ ...ok, mobileConfirmed: false, emailConfirmed: false }, withdrawOn)).toBe('both');
    expect(withdrawalBlock({ ...ok, emailConfirmed: false }, withdrawOn)).toBe('email');
    expect(withdrawalBlock({ ...ok, statoConto: 6 }, withdrawOn)).toBe('state');
    expect(withdrawalBlock({ ...ok, statoConto: 7 }, withdrawOn)).toBeNull();
  });
});
