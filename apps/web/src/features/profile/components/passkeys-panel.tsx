import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import type { TPasskey } from '@betsite/contract/passkeys';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { addPasskey, addPasskeyOptions, passkeysQuery, removePasskey, usePasskeys } from '../api/passkey-calls.ts';

const NAME_MAX = 50;

/** What the browser's WebAuthn refusals mean to the player (@simplewebauthn/browser keeps the DOM names). */
function webauthnErrorText(err: unknown): string {
  const name = (err as { name?: string; cause?: { name?: string } })?.name;
  const cause = (err as { cause?: { name?: string } })?.cause?.name;
  if (name === 'InvalidStateError' || cause === 'InvalidStateError') return PASSKEY_TEXT.alreadyRegistered;
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') return PASSKEY_TEXT.cancelled;
  return PASSKEY_TEXT.failed;
}

/**
 * The passkeys of the Sicurezza tab (issue 38): the list with creation and last use, 'Rimuovi', and
 * 'Aggiungi passkey' with a name and the password (or a two-factor code when two-factor is on). The
 * WebAuthn browser code loads only when a passkey is being created.
 */
export function PasskeysPanel({ twoFactorActive }: { twoFactorActive: boolean }) {
  const q = usePasskeys();
  const queryClient = useQueryClient();
  const [supported, setSupported] = useState(true);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), []);
  const list = q.data?.ResponseData ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });

  return (
    <section className="twofa passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{PASSKEY_TEXT.title}</h2>
      <p>{PASSKEY_TEXT.intro}</p>
      {q.isSuccess && list.length === 0 && <p className="passkeys__none">{PASSKEY_TEXT.none}</p>}
      {list.length > 0 && (
        <ul className="passkeys__list">
          {list.map((p) => (
            <li key={p.id} className="passkeys__item">
              <div>
                <strong className="passkeys__name">{p.name}</strong>
                <dl className="passkeys__dates">
                  <div>
                    <dt>{PASSKEY_TEXT.createdOn}</dt>
                    <dd>{formatDateTime(p.createdAt)}</dd>
                  </div>
                  <div>
                    <dt>{PASSKEY_TEXT.lastUsed}</dt>
                    <dd>{p.lastUsedAt ? formatDateTime(p.lastUsedAt) : PASSKEY_TEXT.neverUsed}</dd>
                  </div>
                </dl>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={PASSKEY_TEXT.removeLabel(p.name)}
                aria-expanded={removing?.id === p.id}
                onClick={() => setRemoving(p)}
              >
                {PASSKEY_TEXT.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <RemovePasskeyForm
          key={removing.id}
          passkey={removing}
          twoFactorActive={twoFactorActive}
          onCancel={() => setRemoving(null)}
          onRemoved={async () => {
            setRemoving(null);
            await refresh();
            showDialog({ title: 'Operazione conclusa', text: PASSKEY_TEXT.removed, tone: 'success' });
          }}
        />
      )}
      {!supported && <p className="notice notice--warning">{PASSKEY_TEXT.unsupported}</p>}
      {supported && !adding && (
        <div className="profile-actions">
          <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
            {PASSKEY_TEXT.add}
          </button>
        </div>
      )}
      {supported && adding && (
        <AddPasskeyForm
          twoFactorActive={twoFactorActive}
          onCancel={() => setAdding(false)}
          onAdded={async () => {
            setAdding(false);
            await refresh();
            showDialog({ title: 'Operazione conclusa', text: PASSKEY_TEXT.added, tone: 'success' });
          }}
        />
      )}
    </section>
  );
}

function AddPasskeyForm({ twoFactorActive, onCancel, onAdded }: { twoFactorActive: boolean; onCancel: () => void; onAdded: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const badName = !trimmed ? PASSKEY_TEXT.nameRequired : trimmed.length > NAME_MAX ? PASSKEY_TEXT.nameTooLong : null;
    setNameError(badName);
    if (!password && !code) setError(twoFactorActive ? PASSKEY_TEXT.proofNeeded : PASSKEY_TEXT.proofNeededNoTwoFactor);
    if (badName || (!password && !code)) return;
    setError(null);
    setBusy(true);
    try {
      const options = await addPasskeyOptions(password ? { password } : { twofactor: code });
      if (options.ResponseCode !== 0 || !options.ResponseData) return setError(options.ResponseMessage ?? PASSKEY_TEXT.failed);
      // The WebAuthn browser code: fetched now, never with the page.
      const { startRegistration } = await import('@simplewebauthn/browser');
      let credential;
      try {
        credential = await startRegistration({ optionsJSON: options.ResponseData as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      } catch (err) {
        return setError(webauthnErrorText(err));
      }
      const added = await addPasskey(trimmed, credential);
      if (added.ResponseCode !== 0) return setError(added.ResponseMessage ?? PASSKEY_TEXT.failed);
      await onAdded();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card profile-form twofa" aria-labelledby="passkey-add-title" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="passkey-add-title">{PASSKEY_TEXT.add}</h3>
      <Field
        label={PASSKEY_TEXT.nameLabel}
        hint={PASSKEY_TEXT.nameHint}
        maxLength={NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError ?? undefined}
      />
      <ProofFields twoFactorActive={twoFactorActive} password={password} code={code} error={error} onPassword={setPassword} onCode={setCode} />
      <div className="profile-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {PASSKEY_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {PASSKEY_TEXT.confirmAdd}
        </button>
      </div>
    </form>
  );
}

/**
 * The owner's proof a change of passkeys asks for (the server refuses without it): the account
 * password, or a current code of the authenticator app when two-factor is on.
 */
function ProofFields({
  twoFactorActive,
  password,
  code,
  error,
  onPassword,
  onCode,
}: {
  twoFactorActive: boolean;
  password: string;
  code: string;
  error: string | null;
  onPassword: (v: string) => void;
  onCode: (v: string) => void;
}) {
  return (
    <>
      <Field
        label={PASSKEY_TEXT.proofPassword}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={!twoFactorActive ? (error ?? undefined) : undefined}
      />
      {twoFactorActive && (
        <Field
          label={PASSKEY_TEXT.proofCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
        />
      )}
    </>
  );
}

/** 'Rimuovi': the passkey's name, what removing it means, and the owner's proof. */
function RemovePasskeyForm({
  passkey,
  twoFactorActive,
  onCancel,
  onRemoved,
}: {
  passkey: TPasskey;
  twoFactorActive: boolean;
  onCancel: () => void;
  onRemoved: () => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password && !code) return setError(twoFactorActive ? PASSKEY_TEXT.proofNeededRemove : PASSKEY_TEXT.proofNeededRemoveNoTwoFactor);
    setError(null);
    setBusy(true);
    try {
      const r = await removePasskey(passkey.id, password ? { password } : { twofactor: code });
      if (r.ResponseCode !== 0) return setError(r.ResponseMessage ?? PASSKEY_TEXT.failed);
      await onRemoved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card profile-form twofa" aria-labelledby="passkey-remove-title" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="passkey-remove-title">{PASSKEY_TEXT.removeLabel(passkey.name)}</h3>
      <p>{PASSKEY_TEXT.confirmRemove(passkey.name)}</p>
      <ProofFields twoFactorActive={twoFactorActive} password={password} code={code} error={error} onPassword={setPassword} onCode={setCode} />
      <div className="profile-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {PASSKEY_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {PASSKEY_TEXT.remove}
        </button>
      </div>
    </form>
  );
}
