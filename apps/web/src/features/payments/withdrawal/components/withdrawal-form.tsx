import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TUserData } from '@betsite/contract/session';
import { DOCUMENT_EXPIRED_PREFIX, WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { paths } from '../../../../lib/paths.ts';
import { OPERATOR_ONLY_WITHDRAWALS, WITHDRAWAL_CODES, withdrawalFieldKind } from '@betsite/contract/withdrawal-codes';
import type { TWithdrawalRequest } from '@betsite/contract/withdrawals';
import { ApiError, NetworkError, errorText } from '../../../../lib/api.ts';
import { formatCents } from '../../../../lib/format.ts';
import { formatEuroAmount } from '@betsite/domain/money';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { Field } from '../../../../ui/field.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { prelievo, withdrawalKeys } from '../api/withdrawal-calls.ts';
import type * as ValidationModule from '../lib/withdrawal-validation.ts';
import { amountRange, emptyForm, FORM_FIELD_OF, toRequest, type FormField, type WithdrawalFormValues } from '../lib/withdrawal-form.ts';
import { MethodFields } from './method-fields.tsx';
import { OtpDialog } from './otp-dialog.tsx';

interface Props {
  method: TPaymentMethod;
  user: TUserData;
  prelevabile: number;
  now: Date;
  isMobile: boolean;
}

/** Amount, password and the method's own fields; then Prelievo, with the one-time code step if asked. */
export function WithdrawalForm({ method, user, prelevabile, now, isMobile }: Props) {
  const [values, setValues] = useState<WithdrawalFormValues>(() => emptyForm(user.email));
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState<{
    body: TWithdrawalRequest;
    message: string;
    source: 'email' | 'sms';
    error: string | null;
  } | null>(null);
  const invalidateBalance = useInvalidateBalance();
  const qc = useQueryClient();
  const range = amountRange(method, prelevabile, now);
  const set = (field: FormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const failure = (message: string) =>
    showDialog({
      title: T.failureTitle,
      text: T.failure(message),
      tone: 'error',
      // An expired identity document (issue 35): the way out is the documents page.
      ...(message.startsWith(DOCUMENT_EXPIRED_PREFIX)
        ? { buttons: [{ label: 'Vai ai documenti', to: paths.editDocumenti, primary: true }, { label: 'Chiudi' }] }
        : {}),
    });

  const send = async (body: TWithdrawalRequest) => {
    setBusy(true);
    try {
      const res = await prelievo(body);
      if (!res.ok && res.refusal.code === WITHDRAWAL_CODES.OTP_REQUIRED) {
        setOtp({
          body,
          message: res.refusal.message,
          source: res.refusal.data?.otpSource ?? 'email',
          error: null,
        });
        return;
      }
      if (!res.ok && res.refusal.code === WITHDRAWAL_CODES.OTP_INVALID && otp) {
        setOtp({ ...otp, error: res.refusal.message || T.otpInvalid });
        return;
      }
      setOtp(null);
      if (!res.ok) return failure(res.refusal.message);
      const d = res.data;
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
      setValues(emptyForm(user.email));
      showDialog({
        title: T.successTitle,
        text: T.success(d.seriale),
        tone: 'success',
      });
    } catch (err) {
      setOtp(null);
      const mapped = err instanceof ApiError ? err.fieldErrors.filter((f) => FORM_FIELD_OF[f.field]) : [];
      if (mapped.length > 0) {
        setErrors(Object.fromEntries(mapped.map((f) => [FORM_FIELD_OF[f.field], f.message])));
      } else failure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async () => {
    // The request schema (and zod) load when the player sends the form, not with the page.
    let validation: typeof ValidationModule;
    try {
      validation = await import('../lib/withdrawal-validation.ts');
    } catch {
      return failure(new NetworkError().message);
    }
    const { validateWithdrawal } = validation;
    const found = validateWithdrawal(method, values, range, user);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void send(toRequest(method, values, user, isMobile));
  };

  const kind = withdrawalFieldKind(method.Name);
  return (
    <>
      <form
        className="card wd-form"
        noValidate
        aria-labelledby="wd-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
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
          {range.automatic && !OPERATOR_ONLY_WITHDRAWALS.has(method.Name)
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
