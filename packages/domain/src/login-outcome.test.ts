import { describe, expect, it } from 'vitest';
import { interpretLoginCode } from './login-outcome.ts';

describe('interpretLoginCode', () => {
  it('logs in on 0, -6083, -6443 and -5305 with the right notice', () => {
    expect(interpretLoginCode(0, null)).toEqual({ kind: 'logged-in', notice: null });
    expect(interpretLoginCode(-6083, 'x')).toEqual({ kind: 'logged-in', notice: 'other-sessions-closed' });
    expect(interpretLoginCode(-6443, 'x')).toEqual({ kind: 'logged-in', notice: 'deposit-limit' });
    expect(interpretLoginCode(-5305, 'x')).toEqual({ kind: 'logged-in', notice: 'inactive' });
  });
  it('opens device authorisation on -3333 without an alert', () => {
    expect(interpretLoginCode(-3333, 'msg')).toEqual({ kind: 'device-authorisation' });
  });
  it('asks for the two-factor code on -3334 and -3335', () => {
    expect(interpretLoginCode(-3334, 'm')).toMatchObject({ kind: 'two-factor', error: null });
    expect(interpretLoginCode(-3335, 'sbagliato')).toMatchObject({ kind: 'two-factor', error: 'sbagliato' });
  });
  it('restarts the two-factor step on -5028, showing the code only for password logins', () => {
    expect(interpretLoginCode(-5028, 'no')).toEqual({ kind: 'restart-two-factor', error: '-5028 - no' });
    expect(interpretLoginCode(-5028, 'no', { biometric: true })).toEqual({ kind: 'restart-two-factor', error: 'no' });
  });
  it("shows 'Attenzione!' with '{code} - {message}' for anything else", () => {
    expect(interpretLoginCode(-1, 'Username o password non corretti')).toEqual({
      kind: 'error',
      title: 'Attenzione!',
      text: '-1 - Username o password non corretti',
      inactiveButtons: false,
    });
  });
});
