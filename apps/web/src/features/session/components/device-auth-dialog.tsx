import { useState } from 'react';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { paths } from '../../../lib/paths.ts';
import { errorText } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { sendAuthDeviceSMS, verifyAuthDeviceSMS } from '../api/session-calls.ts';

interface Props {
  deviceToken: string;
  message: string;
  onClose(): void;
  onAuthorised(): void;
}

type Step = 'intro' | 'help' | 'code' | 'done';

/** 'Autorizza il dispositivo' (code -3333): code by e-mail, or by SMS on request. */
export function DeviceAuthDialog({ deviceToken, message, onClose, onAuthorised }: Props) {
  const [step, setStep] = useState<Step>('intro');
  const [info, setInfo] = useState(message);
  const [code, setCode] = useState('');
  // An SMS failure shows the title 'Si è verificato un errore' and, under it, the server's message as written.
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const sendSms = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await sendAuthDeviceSMS(deviceToken);
      if (r.ResponseCode === 0) {
        setInfo(r.ResponseMessage ?? '');
        setStep('code');
      } else setError({ title: SESSION_TEXT.smsError, message: r.ResponseMessage || SESSION_TEXT.smsRetry });
    } catch {
      setError({ title: SESSION_TEXT.smsError, message: SESSION_TEXT.smsRetry });
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    if (!code.trim()) {
      setError({ message: 'Inserire un codice valido' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await verifyAuthDeviceSMS(deviceToken, code.trim());
      if (r.ResponseCode === 0) setStep('done');
      else setError({ title: SESSION_TEXT.smsError, message: r.ResponseMessage || SESSION_TEXT.smsRetry });
    } catch (err) {
      setError({ title: SESSION_TEXT.smsError, message: errorText(err) });
    } finally {
      setBusy(false);
    }
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
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void sendSms()}>
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
            void verify();
          }}
        >
          <Field label="Codice di autorizzazione" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
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
