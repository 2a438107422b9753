import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import * as withdrawalCalls from '@betsite/contract/calls/withdrawals';
import { useQueryClient, useMutation } from '@tanstack/react-query';
import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TUserData } from '@betsite/contract/session';
import { DOCUMENT_EXPIRED_PREFIX, DOCUMENT_UNVERIFIED_PREFIX, WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { OPERATOR_ONLY_WITHDRAWALS, WITHDRAWAL_CODES, withdrawalFieldKind } from '@betsite/contract/withdrawal-codes';
import type { TWithdrawalRequest } from '@betsite/contract/withdrawals';
import { NetworkError } from '../../../../lib/api.ts';
import type { CallInput } from '@betsite/contract/calls/define-call';
import { callApi } from '../../../../lib/call-api.ts';
import { formOnError } from '../../../../lib/form-errors.ts';
import { Refusal } from '../../../../lib/refusal.ts';
import { useFocusFirstInvalid } from '../../../../lib/use-focus-first-invalid.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { formatCents } from '../../../../lib/format.ts';
import { formatEuroAmount } from '@betsite/domain/money';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { Field } from '../../../../ui/field.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { withdrawalKeys } from '../api/withdrawal-calls.ts';
import { amountRange, emptyForm, FORM_FIELD_OF, toRequest, type FormField } from '../lib/withdrawal-form.ts';
import { MethodFields } from './method-fields.tsx';
import { onDemand } from '../../../../ui/on-demand.tsx';

/**
 * Drawn only when the server asks for a code (the method's OTP rule): its code and the modal's load
 * then, fetched ahead when the player sends the request.
 */
const OtpDialog = onDemand(async () => ({ default: (await import('./otp-dialog.tsx')).OtpDialog }));

interface Props {
  method: TPaymentMethod;
  user: TUserData;
  prelevabile: number;
  now: Date;
  isMobile: boolean;
}

/** Amount, password and the method's own fields; then Prelievo, with the one-time code step if asked. */
export function WithdrawalForm({ method, user, prelevabile, now, isMobile }: Props) {
  const range = amountRange(method, prelevabile, now);
  // Checked when the player sends the form, as before; the rules (the shared request schema, with zod) load then.
  const form = useSchemaForm(() => import('../lib/withdrawal-validation.ts').then((m) => m.withdrawalFormSchema(method, range, user)), emptyForm(user.email), {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.formState.submitCount);
  const errors = Object.fromEntries(Object.entries(form.formState.errors).map(([f, e]) => [f, e?.message])) as Partial<Record<FormField, string>>;
  const [otp, setOtp] = useState<{
    body: TWithdrawalRequest;
    message: string;
    source: 'email' | 'sms';
    error: string | null;
  } | null>(null);
  const invalidateBalance = useInvalidateBalance();
  const qc = useQueryClient();
  const set = (field: FormField, value: string) => {
    form.setValue(field, value);
    if (errors[field]) form.clearErrors(field);
  };

  const failure = (message: string) =>
    showDialog({
      title: T.failureTitle,
      text: T.failure(message),
      tone: 'error',
      // An expired identity document (issue 35), or its data changed and not yet verified: the way out is the documents page.
      ...(message.startsWith(DOCUMENT_EXPIRED_PREFIX) || message.startsWith(DOCUMENT_UNVERIFIED_PREFIX)
        ? { buttons: [{ label: 'Vai ai documenti', to: paths.editDocumenti, primary: true }, { label: 'Chiudi' }] }
        : {}),
    });

  /** A server's field error, named as the request names it, under the form's field. */
  const setRequestFieldError: UseFormSetError<Record<string, string>> = (field, error, opts) => form.setError(FORM_FIELD_OF[field]!, error, opts);

  const withdraw = useMutation({
    mutationFn: (input: CallInput<typeof withdrawalCalls.Prelievo>) => callApi(withdrawalCalls.Prelievo, input),
    onSuccess: (d) => {
      setOtp(null);
      // Money moved (held, paid or given back): header balance and pending list change.
      void invalidateBalance();
      void qc.invalidateQueries({ queryKey: withdrawalKeys.pending });
      if (d.esito && d.esito.returnCode !== 0) {
        showDialog({
          title: T.failureTitle,
          text: T.providerFailure(d.esito.returnDescription),
          tone: 'error',
        });
        return;
      }
      form.reset(emptyForm(user.email));
      showDialog({
        title: T.successTitle,
        text: T.success(d.seriale),
        tone: 'success',
      });
    },
    // The code steps stay in the code dialog (-3333 asks for the code, -1010 refuses it); otherwise the
    // one onError: the request's field errors under the form's fields (by their request names), anything else to the failure dialog.
    onError: (err, { body }) => {
      if (err instanceof Refusal && err.code === WITHDRAWAL_CODES.OTP_REQUIRED) {
        const sent = err.data as { otpSource?: 'email' | 'sms' | null } | null;
        return setOtp({ body, message: err.message, source: sent?.otpSource ?? 'email', error: null });
      }
      if (err instanceof Refusal && err.code === WITHDRAWAL_CODES.OTP_INVALID && otp) return setOtp({ ...otp, error: err.message || T.otpInvalid });
      setOtp(null);
      formOnError(setRequestFieldError, failure, Object.keys(FORM_FIELD_OF))(err);
    },
  });
  const send = (body: TWithdrawalRequest) => {
    OtpDialog.preload();
    withdraw.mutate({ body });
  };
  const busy = withdraw.isPending;

  const onSubmit = form.handleSubmit((v) => send(toRequest(method, v, user, isMobile)));

  const kind = withdrawalFieldKind(method.Name);
  return (
    <>
      <form
        ref={formRef}
        className="card wd-form"
        noValidate
        aria-labelledby="wd-form-title"
        onSubmit={(e) => void onSubmit(e).catch(() => failure(new NetworkError().message))}
      >
        <div className="wd-form__head">
          <img src={method.Icon} alt="" width="56" height="38" />
          <div>
            <h2 id="wd-form-title">{method.NameLong}</h2>
            {method.DeliveryTimeMessage && <p className="wd-form__delivery">Tempi di accredito: {method.DeliveryTimeMessage}</p>}
          </div>
        </div>
        {method.InfoMessage && <p className="muted">{method.InfoMessage}</p>}
        <p className="wd-form__mode">
          {OPERATOR_ONLY_WITHDRAWALS.has(method.Name)
            ? 'Questo prelievo è sempre gestito manualmente.'
            : range.automatic
              ? 'In questo momento il prelievo è automatico.'
              : 'In questa fascia oraria il prelievo è gestito manualmente.'}{' '}
          Importo da € {formatEuroAmount(range.min)} a € {formatEuroAmount(Math.max(range.max, 0))}.
        </p>
        {range.max < range.min && (
          <p className="notice notice--warning" role="status">
            {T.belowMinimum}
          </p>
        )}
        <Field
          label="Importo (€)"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => set('amount', e.target.value)}
          error={errors.amount}
          hint={`Prelevabile: ${formatCents(prelevabile)}`}
        />
        {kind && <MethodFields method={method} values={values} errors={errors} holder={`${user.nome} ${user.cognome}`} set={set} />}
        <Field
          label="Password"
          type="password"
          revealable
          autoComplete="current-password"
          value={values.pin}
          onChange={(e) => set('pin', e.target.value)}
          error={errors.pin}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || range.max < range.min}>
          {T.submit}
        </button>
      </form>
      {otp && (
        <OtpDialog
          message={otp.message}
          source={otp.source}
          error={otp.error}
          busy={busy}
          smsOnly={kind === 'xelektra'}
          onConfirm={(code) => void send({ ...otp.body, otp: code, otpSource: otp.source })}
          onResend={(source) => void send({ ...otp.body, otp: null, otpSource: source })}
          onClose={() => setOtp(null)}
        />
      )}
    </>
  );
}
