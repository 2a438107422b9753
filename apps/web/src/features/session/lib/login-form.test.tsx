// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLoginForm, type TLoginForm } from './login-form.ts';

afterEach(cleanup);

let validate: ((names: ('username' | 'password')[]) => TLoginForm | null) | undefined;
function Form() {
  const form = useLoginForm({ username: '', password: '', twofactorCode: '', remember: false });
  validate = form.validate;
  return (
    <form>
      <input aria-label="Username" {...form.field('username')} />
      <input aria-label="Password" {...form.field('password')} />
      <input
        type="checkbox"
        aria-label="Ricordami"
        ref={(el) => {
          form.inputs.current.remember = el;
        }}
        checked={form.values.remember}
        onChange={(e) => form.setValue('remember', e.currentTarget.checked)}
      />
      <p>{form.errors.username ?? ''}</p>
    </form>
  );
}

describe('useLoginForm', () => {
  it('checks and sends what the fields show, even when the state lags behind them (filled as the scripts started)', () => {
    render(<Form />);
    // The inputs hold the player's typing, but no change reached the state (a busy page's start-up).
    (screen.getByLabelText('Username') as HTMLInputElement).value = 'mario1985';
    (screen.getByLabelText('Password') as HTMLInputElement).value = 'Password123';
    (screen.getByLabelText('Ricordami') as HTMLInputElement).checked = true;
    let sent: TLoginForm | null = null;
    act(() => {
      sent = validate!(['username', 'password']);
    });
    expect(sent).toMatchObject({ username: 'mario1985', password: 'Password123', remember: true });
    expect(screen.queryByText('Il campo è richiesto')).toBeNull();
  });

  it('still refuses empty fields', () => {
    render(<Form />);
    let sent: TLoginForm | null = null;
    act(() => {
      sent = validate!(['username', 'password']);
    });
    expect(sent).toBeNull();
    screen.getByText('Il campo è richiesto');
  });
});
