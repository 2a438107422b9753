import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import type { TPasskey } from '@betsite/contract/passkeys';
import { visibleLine } from '@betsite/contract/visible-text';
import { errorText } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showDialog } from '../../../ui/dialogs.tsx';
import { Field } from '../../../ui/field.tsx';
import { callApi } from '../../../lib/call-api.ts';
import { passkeysKey, profileCalls, usePasskeys } from '../api/passkey-calls.ts';
import { CodeField } from '../../../ui/code-field.tsx';

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
  const list = q.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

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

type Proof = { password: string } | { twofactor: string };

/**
 * A passkey change the server allows only with the owner's proof: the account password, or a
 * current code of the authenticator app when two-factor is on. Holds the two fields and the error
 * shown under them; `run` does the change as a mutation (its pending state is the form's), a
 * refusal's or a failure's text going under the fields.
 */
function useOwnerProof() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (fn: () => Promise<void>) => fn(),
    onMutate: () => setError(null),
    onError: (err) => setError(errorText(err)),
  });
  const proof: Proof | null = password ? { password } : code ? { twofactor: code } : null;
  return { password, setPassword, code, setCode, error, setError, busy: change.isPending, proof, run: change.mutate };
}

/** The frame of a passkey change: its title, what comes first, the proof fields, 'Annulla' and the action. */
function ProofForm({
  id,
  title,
  action,
  owner,
  twoFactorActive,
  onSubmit,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  action: string;
  owner: ReturnType<typeof useOwnerProof>;
  twoFactorActive: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="card profile-form twofa"
      aria-labelledby={id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={id}>{title}</h3>
      {children}
      <Field
        label={PASSKEY_TEXT.proofPassword}
        type="password"
        autoComplete="current-password"
        revealable
        value={owner.password}
        onChange={(e) => owner.setPassword(e.target.value)}
        error={!twoFactorActive ? (owner.error ?? undefined) : undefined}
      />
      {twoFactorActive && <CodeField label={PASSKEY_TEXT.proofCode} value={owner.code} onCode={owner.setCode} error={owner.error ?? undefined} />}
      <div className="profile-actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={owner.busy}>
          {PASSKEY_TEXT.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={owner.busy} aria-busy={owner.busy}>
          {action}
        </button>
      </div>
    </form>
  );
}

function AddPasskeyForm({ twoFactorActive, onCancel, onAdded }: { twoFactorActive: boolean; onCancel: () => void; onAdded: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const owner = useOwnerProof();

  const submit = () => {
    const trimmed = name.trim();
    // The server's rules, checked before the device creates a credential: one refused afterwards
    // would stay on the device as a passkey no account knows.
    const badName = !trimmed
      ? PASSKEY_TEXT.nameRequired
      : trimmed.length > NAME_MAX
        ? PASSKEY_TEXT.nameTooLong
        : !visibleLine(trimmed)
          ? PASSKEY_TEXT.nameInvalid
          : null;
    setNameError(badName);
    const proof = owner.proof;
    if (!proof) owner.setError(twoFactorActive ? PASSKEY_TEXT.proofNeeded : PASSKEY_TEXT.proofNeededNoTwoFactor);
    if (badName || !proof) return;
    owner.run(async () => {
      const options = await callApi(profileCalls.AddPasskeyOptions, { body: proof });
      // The WebAuthn browser code: fetched now, never with the page.
      const { startRegistration } = await import('@simplewebauthn/browser');
      let credential;
      try {
        credential = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
      } catch (err) {
        throw new Error(webauthnErrorText(err));
      }
      await callApi(profileCalls.AddPasskey, { body: { name: trimmed, credential: credential as never } });
      await onAdded();
    });
  };

  return (
    <ProofForm
      id="passkey-add-title"
      title={PASSKEY_TEXT.add}
      action={PASSKEY_TEXT.confirmAdd}
      owner={owner}
      twoFactorActive={twoFactorActive}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Field
        label={PASSKEY_TEXT.nameLabel}
        hint={PASSKEY_TEXT.nameHint}
        maxLength={NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError ?? undefined}
      />
    </ProofForm>
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
  const owner = useOwnerProof();
  const submit = () => {
    const proof = owner.proof;
    if (!proof) return owner.setError(twoFactorActive ? PASSKEY_TEXT.proofNeededRemove : PASSKEY_TEXT.proofNeededRemoveNoTwoFactor);
    owner.run(async () => {
      await callApi(profileCalls.RemovePasskey, { body: { id: passkey.id, ...proof } });
      await onRemoved();
    });
  };
  return (
    <ProofForm
      id="passkey-remove-title"
      title={PASSKEY_TEXT.removeLabel(passkey.name)}
      action={PASSKEY_TEXT.remove}
      owner={owner}
      twoFactorActive={twoFactorActive}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p>{PASSKEY_TEXT.confirmRemove(passkey.name)}</p>
    </ProofForm>
  );
}
