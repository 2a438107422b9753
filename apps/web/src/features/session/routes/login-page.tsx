import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { interpretLoginCode } from '@betsite/domain/login-outcome';
import { paths, safeReturnUrl } from '../../../lib/paths.ts';
import * as sessionCalls from '@betsite/contract/calls/session';
import { ApiError, errorText } from '../../../lib/api.ts';
import { callResult } from '../../../lib/call-api.ts';
import { formOnError } from '../../../lib/form-errors.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { loginAnswer, type LoginAnswer } from '../lib/login-answer.ts';
import { DeviceAuthDialog } from '../components/device-auth-dialog.tsx';
import { RecoveryDialog } from '../../recovery/index.ts';
// With the page, not lazily: the server renders the box, and the browser must hydrate it as it came
// (a lazy boundary still loading when the session check updates the page is drawn again in the
// browser, and its HTML would then need the sanitiser's chunk, lib/sanitize-html.ts).
import { LoginInfoBox } from '../../content/index.ts';
import { botToken } from '../../../lib/bot-check.ts';
import { showLoginNotice, showMigrationNotice } from '../login-notices.ts';
import { useLoginForm, type LoginField } from '../lib/login-form.ts';
import { rememberedUsername, storeDeviceToken, storedDeviceToken, useSession } from '../../../lib/session-store.ts';
import { CodeField } from '../../../ui/code-field.tsx';
import { Link } from '../../../lib/link.tsx';

/** The specification's fingerprint button for biometric access: a passkey (issue 38). */
const PASSKEY_LOGIN = 'Accedi con passkey';

/** /account/login and /account/sso/login (document 1 §2). */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const sso = location.pathname === paths.ssoLogin;
  const unlock = params.get('sblocco');
  const [twoFactor, setTwoFactor] = useState(false);
  const [device, setDevice] = useState<{ token: string; message: string } | null>(null);
  const twoFactorRef = useRef<HTMLInputElement | null>(null);
  /** Bumped for each two-factor answer: the code field takes the focus once it is drawn (a timer raced React's commit). */
  const [focusCode, setFocusCode] = useState(0);
  useEffect(() => {
    if (focusCode > 0) twoFactorRef.current?.focus();
  }, [focusCode]);
  // Empty as the server renders the form (it cannot read this browser's storage); the remembered
  // username comes in once hydrated, unless the player has typed one meanwhile.
  const { values, errors, field, setValue, setError, validate, inputs } = useLoginForm(
    { username: '', password: '', twofactorCode: '', remember: false },
    () => {
      const remembered = rememberedUsername();
      return remembered ? { username: remembered, remember: true } : {};
    },
  );

  const login = useMutation({
    mutationFn: async (v: { username: string; password: string; twofactorCode: string | null }) =>
      loginAnswer(
        await callResult(sso ? sessionCalls.LoginUserSSO : sessionCalls.LoginUser2FA, {
          body: {
            ...v,
            // The specification's field, always sent; the server's locks apply whatever it says (the unlock link is the way out).
            recaptcha: await botToken('login'),
            token: storedDeviceToken(),
          },
        }),
      ),
    onSuccess: (answer) => onAnswer(answer),
    // The server's per-field 400 under its field; anything else in the dialog.
    onError: formOnError(
      setError,
      (_text, err) => showDialog({ title: SESSION_TEXT.alertTitle, text: err instanceof ApiError ? err.message : SESSION_TEXT.networkError, tone: 'error' }),
      Object.keys(values),
    ),
  });
  // The passkey flow and the WebAuthn browser code load on its button's click only.
  const passkey = useMutation({
    mutationFn: async () => (await import('../lib/passkey-login.ts')).loginWithPasskey(storedDeviceToken()),
    onSuccess: (answer) => onAnswer(answer),
    onError: (err) => showDialog({ title: SESSION_TEXT.alertTitle, text: errorText(err), tone: 'error' }),
  });
  const submitting = login.isPending || passkey.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const names: LoginField[] = twoFactor ? ['username', 'password', 'twofactorCode'] : ['username', 'password'];
    const sent = validate(names);
    if (!sent) return;
    if (twoFactor && !sent.twofactorCode.trim()) {
      setError('twofactorCode', { message: SESSION_TEXT.required });
      return;
    }
    login.mutate({ username: sent.username.trim(), password: sent.password, twofactorCode: twoFactor ? sent.twofactorCode.trim() : null });
  };

  /** LoginUser2FA's answer, or LoginUserPasskey's (the same codes): every outcome of document 1 §4. */
  const onAnswer = (res: LoginAnswer) => {
    const outcome = interpretLoginCode(res.code, res.message);
    switch (outcome.kind) {
      case 'logged-in': {
        const d = res.data;
        if (!d?.Token || !d.UserData) return showDialog({ title: SESSION_TEXT.alertTitle, text: SESSION_TEXT.networkError, tone: 'error' });
        useSession
          .getState()
          .setLogin({ token: d.Token, user: d.UserData, clientSettings: d.ClientSettings, remember: inputs.current.remember?.checked ?? values.remember });
        showLoginNotice(outcome.notice, res.message);
        showMigrationNotice(d.UserData);
        // The first access after the ADM concession (issue 35) comes before anything else.
        void navigate(d.UserData.primoAccesso ? '/account/primo-accesso' : safeReturnUrl(params.get('returnUrl')), { replace: true });
        return;
      }
      case 'device-authorisation': {
        const token = res.data?.DeviceToken;
        if (token) {
          storeDeviceToken(token);
          setDevice({ token, message: res.message ?? '' });
        }
        return;
      }
      case 'two-factor':
        setTwoFactor(true);
        setValue('twofactorCode', '');
        if (outcome.error) setError('twofactorCode', { message: outcome.error });
        setFocusCode((n) => n + 1);
        return;
      case 'restart-two-factor':
        setTwoFactor(false);
        setValue('password', '');
        setValue('twofactorCode', '');
        showDialog({ title: SESSION_TEXT.alertTitle, text: outcome.error, tone: 'error' });
        return;
      case 'error':
        showDialog({ title: outcome.title, text: outcome.text, tone: 'error' });
        return;
    }
  };

  // The server cannot know whether the browser has WebAuthn (nearly every one has): the button is
  // rendered with the page, disabled until hydrated, then enabled, or taken away where the browser
  // has none. Added only once hydrated, it pushed what follows it down (CLS 0.03 on the login page).
  const [passkeys, setPasskeys] = useState<'unknown' | 'supported' | 'unsupported'>('unknown');
  useEffect(() => setPasskeys(typeof window.PublicKeyCredential === 'function' ? 'supported' : 'unsupported'), []);
  const onPasskey = () => {
    if (!submitting) passkey.mutate();
  };

  const cancelTwoFactor = () => {
    setTwoFactor(false);
    setValue('twofactorCode', '');
  };

  const twoFactorField = field('twofactorCode');
  return (
    <section className="page page--narrow login">
      <div className="card">
        {sso && (
          <button type="button" className="icon-button login__close" aria-label="Chiudi" onClick={() => void navigate(paths.home)}>
            ×
          </button>
        )}
        <h1>Accedi</h1>
        {/* Back from the unlock link mailed when the username was locked (GET /api/Account/UnlockLogin). */}
        {unlock && (
          <p role="status" className={`notice notice--${unlock === 'ok' ? 'success' : 'error'}`}>
            {unlock === 'ok' ? SESSION_TEXT.unlocked : SESSION_TEXT.unlockFailed}
          </p>
        )}
        {/* POST: sent by the browser itself (no JavaScript yet), the password never goes into the address. */}
        <form noValidate method="post" onSubmit={onSubmit} className="stack">
          <Field label="Username" autoComplete="username" readOnly={twoFactor} error={errors.username} {...field('username')} />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            revealable
            readOnly={twoFactor}
            error={errors.password}
            {...field('password')}
          />
          {twoFactor && (
            <CodeField
              label="Codice a due fattori"
              error={errors.twofactorCode}
              {...twoFactorField}
              ref={(el) => {
                twoFactorField.ref(el);
                twoFactorRef.current = el;
              }}
            />
          )}
          {!twoFactor && (
            <label className="checkbox">
              <input
                type="checkbox"
                name="remember"
                ref={(el) => {
                  inputs.current.remember = el;
                }}
                checked={values.remember}
                onChange={(e) => setValue('remember', e.currentTarget.checked)}
              />{' '}
              Ricordami
            </label>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={submitting} aria-busy={submitting}>
            Accedi
          </button>
          {twoFactor && (
            <button type="button" className="btn btn--ghost btn--block" onClick={cancelTwoFactor}>
              Annulla
            </button>
          )}
        </form>
        {passkeys !== 'unsupported' && !twoFactor && (
          <button type="button" className="btn btn--ghost btn--block login__passkey" disabled={submitting || passkeys === 'unknown'} onClick={onPasskey}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
              <path d="M12 11v3.5a6 6 0 0 1-1.2 3.6M8.5 9.5A3.5 3.5 0 0 1 15.5 11v2m0 3.5c-.2 1.3-.6 2.5-1.2 3.5M5.5 15.5c.3-1 .5-2 .5-3.5a6 6 0 0 1 10.8-3.6M18 12v1.5c0 1.6-.2 3-.6 4.5M4 9a9 9 0 0 1 14.5-3.5" />
            </svg>
            {PASSKEY_LOGIN}
          </button>
        )}
        <div className="login__links">
          <Link to={`${paths.login}?recupero=username`}>Hai dimenticato lo username?</Link>
          <Link to={`${paths.login}?recupero=password`}>Hai dimenticato la password?</Link>
        </div>
        <p className="login__register">
          Non hai un conto? <Link to={paths.registration}>Registrati</Link>
        </p>
      </div>
      <LoginInfoBox />
      {device && <DeviceAuthDialog deviceToken={device.token} message={device.message} onClose={() => setDevice(null)} onAuthorised={() => setDevice(null)} />}
      <RecoveryDialog kind={params.get('recupero')} />
    </section>
  );
}
