import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { RECOVERY_TEXT } from '@betsite/contract/recovery-messages';
import { ApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { getDomande } from '../api/get-domande.ts';
import * as recoveryCalls from '@betsite/contract/calls/recovery';
import { callResult } from '../../../lib/call-api.ts';
import '../recovery.css';
import { botToken } from '../../../lib/bot-check.ts';

export type RecoveryKind = 'username' | 'password';
type Step = { n: 1 } | { n: 2; email: string; id: number; question: string } | { n: 3; ok: boolean; text: string };

/** 'Indirizzo non valido' stays 5 seconds (document 2 §5). */
const INVALID_ADDRESS_MS = 5000;

/** Server description when there is one, else the connection error of document 2 §8. */
const failureText = (err: unknown) => (err instanceof ApiError && err.status !== 500 ? err.message : RECOVERY_TEXT.connectionError);

const loadEmailForm = () => import('@betsite/contract/recovery').then((m) => m.ZRecoveryEmailForm);
const loadAnswerForm = () => import('@betsite/contract/recovery').then((m) => m.ZRecoveryAnswerForm);

/** Step 1 → 2: the secret question of the account with that e-mail, or the step-3 failure. */
async function askQuestion(kind: RecoveryKind, email: string): Promise<Step> {
  if (kind === 'password') {
    // The bot-check token lets the real owner through when someone else has locked the address.
    const r = await getDomande(email, await botToken('recovery'));
    const q = r.securityquestionField;
    return r.returnCodeField === 0 && q
      ? { n: 2, email, id: q.idField, question: q.questionField }
      : { n: 3, ok: false, text: r.returnDescriptionField || RECOVERY_TEXT.connectionError };
  }
  const r = await callResult(recoveryCalls.GetSecurityQuestion, { body: { Value: email, Recaptcha: await botToken('recovery') } });
  return r.ok ? { n: 2, email, id: r.data.id, question: r.data.question } : { n: 3, ok: false, text: r.refusal.message || RECOVERY_TEXT.connectionError };
}

/** Step 2 → 3: the answer, and the outcome the server reports. */
async function sendAnswer(kind: RecoveryKind, step: Extract<Step, { n: 2 }>, answer: string): Promise<Step> {
  const security = { id: step.id, question: step.question, answer };
  const r =
    kind === 'password'
      ? await callResult(recoveryCalls.RecuperoPass, { body: { email: step.email, security: [security] } })
      : await callResult(recoveryCalls.RecuperoUser, { body: { email: step.email, security } });
  return r.ok ? { n: 3, ok: true, text: r.message ?? '' } : { n: 3, ok: false, text: r.refusal.message || RECOVERY_TEXT.connectionError };
}

/**
 * The three steps: e-mail → secret question → result (with 'Riprova' on failure).
 * Password recovery uses GetDomande + RecuperoPass, username recovery GetSecurityQuestion + RecuperoUser.
 */
export function RecoveryFlow({ kind, onClose }: { kind: RecoveryKind; onClose(): void }) {
  const [step, setStep] = useState<Step>({ n: 1 });
  // Checked on 'Continua' only: the address error then stays its 5 seconds whatever is typed.
  const onSubmitOnly = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;
  const emailForm = useSchemaForm(loadEmailForm, { email: '' }, onSubmitOnly);
  const answerForm = useSchemaForm(loadAnswerForm, { answer: '' }, onSubmitOnly);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const title = kind === 'password' ? RECOVERY_TEXT.recoverPasswordTitle : RECOVERY_TEXT.recoverUsernameTitle;

  const showAddressError = () => {
    emailForm.setError('email', { message: RECOVERY_TEXT.invalidAddress });
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => emailForm.clearErrors('email'), INVALID_ADDRESS_MS);
  };

  const question = useMutation({
    mutationFn: (email: string) => askQuestion(kind, email),
    onSuccess: setStep,
    onError: (err) => (err instanceof ApiError && err.status === 400 ? showAddressError() : setStep({ n: 3, ok: false, text: failureText(err) })),
  });
  const answer = useMutation({
    mutationFn: (v: { step: Extract<Step, { n: 2 }>; answer: string }) => sendAnswer(kind, v.step, v.answer),
    onSuccess: setStep,
    onError: (err) => setStep({ n: 3, ok: false, text: failureText(err) }),
  });

  const onEmail = emailForm.handleSubmit((v) => question.mutate(v.email), showAddressError);
  const onAnswer = answerForm.handleSubmit((v) => step.n === 2 && answer.mutate({ step, answer: v.answer }));

  const retry = () => {
    answerForm.reset();
    emailForm.clearErrors();
    setStep({ n: 1 });
  };
  const emailError = emailForm.formState.errors.email?.message;
  const answerError = answerForm.formState.errors.answer?.message;

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
        <form className="stack" noValidate onSubmit={(e) => void onEmail(e)}>
          <p>
            {kind === 'password'
              ? "Inserisci l'indirizzo email del tuo conto: ti faremo la domanda segreta e ti invieremo una nuova password."
              : "Inserisci l'indirizzo email del tuo conto: ti faremo la domanda segreta e ti invieremo lo username."}
          </p>
          <Field label="Email" type="email" autoComplete="email" inputMode="email" {...emailForm.register('email')} error={emailError} autoFocus />
          <button type="submit" className="btn btn--primary btn--block" disabled={question.isPending} aria-busy={question.isPending}>
            Continua
          </button>
        </form>
      )}

      {step.n === 2 && (
        <form className="stack" noValidate onSubmit={(e) => void onAnswer(e)}>
          <p className="recovery-question">
            <span className="muted">Domanda segreta</span>
            <strong>{step.question}</strong>
          </p>
          <Field label="Risposta" autoComplete="off" {...answerForm.register('answer')} error={answerError} autoFocus />
          <button type="submit" className="btn btn--primary btn--block" disabled={answer.isPending} aria-busy={answer.isPending}>
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
