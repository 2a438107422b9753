import { useState, type FormEvent } from 'react';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';
import * as bo from '@betsite/contract/calls/backoffice';
import { Field } from '../../../ui/field.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { useBoCallMutation } from '../api/client.ts';
import { useBackofficeSession } from '../api/session.ts';
import '../backoffice.css';
import { CodeField } from '../../../ui/code-field.tsx';

/** Operator sign-in: username, password and the 6-digit code of the authenticator app, always. */
export function LoginForm() {
  const signIn = useBackofficeSession((s) => s.signIn);
  const endedReason = useBackofficeSession((s) => s.endedReason);
  const [form, setForm] = useState({ username: '', password: '', codice: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const login = useBoCallMutation(bo.Login, {
    onSuccess: (d) => signIn({ token: d.Token, betsession: d.betsession, operator: d.operator }),
    onError: (err) => {
      if (err instanceof Refusal) {
        // Wrong credentials or too many attempts: the server's text; the code is used up either way.
        setMessage(err.message);
        setForm((f) => ({ ...f, codice: '' }));
        return;
      }
      if (err instanceof ApiError && err.fieldErrors.length) setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.field, f.message])));
      setMessage(errorText(err));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!form.username.trim()) next.username = 'Il campo è richiesto';
    if (!form.password) next.password = 'Il campo è richiesto';
    if (!/^\d{6}$/.test(form.codice.trim())) next.codice = BACKOFFICE_TEXT.codeFormat;
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length) return;
    login.mutate({ body: { username: form.username.trim(), password: form.password, codice: form.codice.trim() } });
  };

  const bind = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  });
  return (
    <main className="bo-login">
      <form className="bo-login__card card" onSubmit={submit} noValidate aria-labelledby="bo-login-title">
        <h1 id="bo-login-title">Back office</h1>
        <p className="bo-muted">Accesso riservato agli operatori. Serve il codice a 6 cifre dell'app di autenticazione.</p>
        {endedReason && !message && (
          <div className="notice notice--info" role="status">
            {endedReason}
          </div>
        )}
        {message && (
          <div className="notice notice--error" role="alert">
            {message}
          </div>
        )}
        <Field label="Nome utente" autoComplete="username" {...bind('username')} />
        <Field label="Password" type="password" revealable autoComplete="current-password" {...bind('password')} />
        <CodeField label="Codice di verifica" {...bind('codice')} />
        <button type="submit" className="btn btn--primary btn--block" disabled={login.isPending}>
          {login.isPending ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
    </main>
  );
}
