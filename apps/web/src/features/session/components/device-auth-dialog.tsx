import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as sessionCalls from '@betsite/contract/calls/session';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';
import { Refusal } from '../../../lib/refusal.ts';
import { Modal } from '../../../ui/modal.tsx';
import { sendAuthDeviceSMS } from '../api/device-calls.ts';
import { CodeField } from '../../../ui/code-field.tsx';

interface Props {
  deviceToken: string;
  message: string;
  onClose(): void;
  onAuthorised(): void;
}

type Step = 'intro' | 'help' | 'code' | 'done';

type DialogError = { title?: string; message: string };
const smsFailure = (message?: string | null): DialogError => ({ title: SESSION_TEXT.smsError, message: message || SESSION_TEXT.smsRetry });

/**
 * 'Autorizza il dispositivo' (code -3333): code by e-mail, or by SMS on request. It opens from the
 * login page, whose forms check without a form library (docs/decisions.md, the login's weight): one
 * field, one rule.
 */
export function DeviceAuthDialog({ deviceToken, message, onClose, onAuthorised }: Props) {
  const [step, setStep] = useState<Step>('intro');
  const [info, setInfo] = useState(message);
  const [code, setCode] = useState('');
  // A failure shows the title 'Si è verificato un errore' and, under it, the server's message as written.
  const [error, setError] = useState<DialogError | null>(null);

  const sms = useMutation({
    mutationFn: () => sendAuthDeviceSMS(deviceToken),
    onMutate: () => setError(null),
    onSuccess: (sent) => {
      setInfo(sent ?? '');
      setStep('code');
    },
    // The server's refusal as it wrote it; no answer at all: 'riprova'.
    onError: (err) => setError(smsFailure(err instanceof Refusal ? err.message : null)),
  });
  const verification = useCallMutation(sessionCalls.VerifyAuthDeviceSMS, {
    onMutate: () => setError(null),
    onSuccess: () => setStep('done'),
    onError: (err) => setError(smsFailure(errorText(err))),
  });
  const busy = sms.isPending || verification.isPending;

  const verify = () => {
    if (!code.trim()) return setError({ message: 'Inserire un codice valido' });
    verification.mutate({ query: { player_device: deviceToken, code: code.trim() } });
  };

  if (step === 'done') {
    return (
      <Modal
        open
        title={SESSION_TEXT.codeVerifiedTitle}
        tone="success"
        onClose={onAuthorised}
        footer={
          <button type="button" className="btn btn--primary" onClick={onAuthorised}>
            Accedi
          </button>
        }
      >
        <p>{SESSION_TEXT.codeVerifiedText}</p>
      </Modal>
    );
  }

  return (
    <Modal open title={SESSION_TEXT.authoriseDevice} onClose={onClose} size="md">
      <p>{info}</p>
      {step === 'intro' && (
        <div className="stack">
          <button type="button" className="btn btn--primary" onClick={() => setStep('code')}>
            {SESSION_TEXT.received}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setStep('help')}>
            {SESSION_TEXT.mailNotReceived}
          </button>
        </div>
      )}
      {step === 'help' && (
        <div className="stack">
          <p>Controlla nella cartella dello spam o della posta indesiderata. Puoi anche ricevere il codice via SMS sul cellulare registrato.</p>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => sms.mutate()}>
            Invia un SMS
          </button>
          <a className="btn btn--ghost" href={paths.help}>
            Contatta l'assistenza
          </a>
        </div>
      )}
      {step === 'code' && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            verify();
          }}
        >
          <CodeField label="Codice di autorizzazione" value={code} onCode={setCode} autoFocus />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Verifica
          </button>
          <button type="button" className="btn btn--link" onClick={() => setStep('help')}>
            {SESSION_TEXT.mailNotReceived}
          </button>
        </form>
      )}
      {error && (
        <div className="notice notice--error" role="alert" data-testid="device-error">
          {error.title && <strong className="notice__title">{error.title}</strong>}
          <p className="notice__text">{error.message}</p>
        </div>
      )}
    </Modal>
  );
}
