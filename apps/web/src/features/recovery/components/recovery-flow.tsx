import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ZRecoveryAnswer, ZRecoveryEmail } from '@betsite/contract/recovery';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import { ApiError } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { getDomande } from '../api/get-domande.ts';
import { getSecurityQuestion } from '../api/get-security-question.ts';
import { recuperoPass } from '../api/recupero-pass.ts';
import { recuperoUser } from '../api/recupero-user.ts';
import '../recovery.css';
import { botToken } from '../../../lib/bot-check.ts';

export type RecoveryKind = 'username' | 'password';
type Step = { n: 1 } | { n: 2; id: number; question: string } | { n: 3; ok: boolean; text: string };

/** 'Indirizzo non valido' stays 5 seconds (document 2 §5). */
const INVALID_ADDRESS_MS = 5000;

/** Server description when there is one, else the connection error of document 2 §8. */
const failureText = (err: unknown) => (err instanceof ApiError && err.status !== 500 ? err.message : RECOVERY_TEXT.connectionError);

/**
 * The three steps: e-mail → secret question → result (with 'Riprova' on failure).
 * Password recovery uses GetDomande + RecuperoPass, username recovery GetSecurityQuestion + RecuperoUser.
 */
export function RecoveryFlow({ kind, onClose }: { kind: RecoveryKind; onClose(): void }) {
  const [step, setStep] = useState<Step>({ n: 1 });
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const title = kind === 'password' ? RECOVERY_TEXT.recoverPasswordTitle : RECOVERY_TEXT.recoverUsernameTitle;

  const showAddressError = () => {
    setError(RECOVERY_TEXT.invalidAddress);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => setError(null), INVALID_ADDRESS_MS);
  };

  const askQuestion = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZRecoveryEmail.safeParse(email);
    if (!parsed.success) return showAddressError();
    setBusy(true);
    setError(null);
    try {
      if (kind === 'password') {
        // The bot-check token lets the real owner through when someone else has locked the address.
        const r = await getDomande(parsed.data, await botToken('recovery'));
        const q = r.securityquestionField;
        setStep(r.returnCodeField === 0 && q ? { n: 2, id: q.idField, question: q.questionField } : { n: 3, ok: false, text: r.returnDescriptionField || RECOVERY_TEXT.connectionError });
      } else {
        const r = await getSecurityQuestion({ Value: parsed.data, Recaptcha: await botToken('recovery') });
        const q = r.ResponseData;
        setStep(r.ResponseCode === 0 && q ? { n: 2, id: q.id, question: q.question } : { n: 3, ok: false, text: r.ResponseMessage || RECOVERY_TEXT.connectionError });
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) showAddressError();
      else setStep({ n: 3, ok: false, text: failureText(err) });
    } finally {
      setBusy(false);
    }
  };

  const sendAnswer = async (e: FormEvent) => {
    e.preventDefault();
    if (step.n !== 2) return;
    if (!ZRecoveryAnswer.safeParse(answer).success) {
      setError(RECOVERY_TEXT.answerRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const security = { id: step.id, question: step.question, answer: answer.trim() };
    try {
      const r = kind === 'password' ? await recuperoPass({ email: email.trim(), security: [security] }) : await recuperoUser({ email: email.trim(), security });
      setStep({ n: 3, ok: r.ResponseCode === 0, text: r.ResponseMessage || (r.ResponseCode === 0 ? '' : RECOVERY_TEXT.connectionError) });
    } catch (err) {
      setStep({ n: 3, ok: false, text: failureText(err) });
    } finally {
      setBusy(false);
    }
  };

  const retry = () => {
    setAnswer('');
    setError(null);
    setStep({ n: 1 });
  };

  return (
    <Modal open title={title} onClose={onClose} size="md" tone={step.n === 3 ? (step.ok ? 'success' : 'error') : 'info'}>
      <ol className="recovery-steps" aria-label={`Passo ${step.n} di 3`}>
        {[1, 2, 3].map((n) => (
          <li key={n} className={n === step.n ? 'is-current' : n < step.n ? 'is-done' : ''} aria-current={n === step.n ? 'step' : undefined}>
            <span className="sr-only">Passo </span>
            {n}
          </li>
        ))}
      </ol>

      {step.n === 1 && (
        <form className="stack" noValidate onSubmit={(e) => void askQuestion(e)}>
          <p>
            {kind === 'password'
              ? "Inserisci l'indirizzo email del tuo conto: ti faremo la domanda segreta e ti invieremo una nuova password."
              : "Inserisci l'indirizzo email del tuo conto: ti faremo la domanda segreta e ti invieremo lo username."}
          </p>
          <Field label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} autoFocus />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
            Continua
          </button>
        </form>
      )}

      {step.n === 2 && (
        <form className="stack" noValidate onSubmit={(e) => void sendAnswer(e)}>
          <p className="recovery-question">
            <span className="muted">Domanda segreta</span>
            <strong>{step.question}</strong>
          </p>
          <Field label="Risposta" autoComplete="off" value={answer} onChange={(e) => setAnswer(e.target.value)} error={error ?? undefined} autoFocus />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
            {kind === 'password' ? 'Recupera password' : 'Recupera username'}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={retry}>
            Indietro
          </button>
        </form>
      )}

      {step.n === 3 && (
        <div className="stack">
          <p className={`notice ${step.ok ? 'notice--success' : 'notice--error'}`} role={step.ok ? 'status' : 'alert'}>
            {step.text}
          </p>
          {step.ok ? (
            <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
              Accedi
            </button>
          ) : (
            <button type="button" className="btn btn--primary btn--block" onClick={retry}>
              {RECOVERY_TEXT.retry}
            </button>
          )}
        </div>
      )}
    </Modal>
  );
}
