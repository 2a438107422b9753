import { answerDialog } from '@betsite/domain/answer-text';
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TRicaricaData } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { parseEuroToCents } from '@betsite/domain/money';
import { paths } from '../../../../lib/paths.ts';
import { formOnError } from '../../../../lib/form-errors.ts';
import { Refusal } from '../../../../lib/refusal.ts';
import { formatCents } from '../../../../lib/format.ts';
import { showDialog } from '../../../../ui/dialogs.tsx';
import { Field } from '../../../../ui/field.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { ricarica } from '../api/deposit-calls.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { CODE_LABEL, feeText, methodKind, PRESETS, type DepositFormValues } from '../lib/deposit-form.ts';
import { readLastDeposit, rememberLastDeposit, storeTransactionId } from '../lib/last-deposit.ts';
import { leaveForProvider } from '../lib/submit-handoff.ts';
import { BankDetails } from './bank-details.tsx';

// The dialogs a sent deposit may open (QR code, shop voucher, SMS code) load with the first submit, not with the page.
const loadDialogs = () => import('./handoff-dialogs.tsx');
const QrDialog = lazy(() => loadDialogs().then((m) => ({ default: m.QrDialog })));
const ShopDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ShopDialog })));
const OtpDialog = lazy(() => loadDialogs().then((m) => ({ default: m.OtpDialog })));

interface Props {
  method: TPaymentMethod;
  user: { email: string; username: string; primaRicarica?: boolean };
  isMobile: boolean;
}

/** The form's fields, as the request names them: a server's field error for one of them goes under it. */
const FIELDS = ['importo', 'email', 'code', 'promo'];

type Open = { kind: 'qr' | 'modal' | 'otp'; data: TRicaricaData; message: string | null } | null;

/** The per-method form: amount with presets, method fields, promo code, 'Ricarica'. */
export function DepositForm({ method, user, isMobile }: Props) {
  const navigate = useNavigate();
  const invalidateBalance = useInvalidateBalance();
  const kind = methodKind(method.Name);
  const last = readLastDeposit();
  const [open, setOpen] = useState<Open>(null);
  const [bank, setBank] = useState<TRicaricaData | null>(null);
  // The rules (the contract's deposit field rules, with zod) load on the first validation, not with the page.
  const { register, handleSubmit, setValue, setError, formState } = useSchemaForm(
    () => import('../lib/deposit-schema.ts').then((m) => m.depositFormSchema(method)),
    {
      importo: last?.Id === method.Id ? String(last.Amount).replace('.', ',') : '',
      email: kind === 'email' ? user.email : '',
      code: '',
      promo: '',
    },
  );
  const errors = formState.errors;

  const finish = (status: string) => {
    void invalidateBalance();
    void navigate(paths.ricaricaResult(status));
  };

  const deposit = useMutation({
    mutationFn: ricarica,
    onSuccess: ({ data, message }, body) => {
      rememberLastDeposit({ Id: method.Id, Name: method.Name, Amount: body.importo / 100 });
      storeTransactionId(data.transactionId);
      // The browser leaves for the provider: the mutation stays pending (the button keeps its spinner) until it has gone.
      if (leaveForProvider(data, method.Name)) return new Promise<void>(() => {});
      if (data.handoff === 'done') finish(data.status === 'success' ? 'success' : 'failed');
      else if (data.handoff === 'bank') setBank(data);
      else if (data.handoff === 'qr' || data.handoff === 'modal' || data.handoff === 'otp') setOpen({ kind: data.handoff, data, message });
    },
    // A rule broken on a field goes under it; any other refusal or failure to the dialog, with its code when refused.
    onError: formOnError(
      setError,
      (text, err) =>
        showDialog({
          ...(err instanceof Refusal ? answerDialog(DEPOSIT_TEXT.attention, err.code, err.message) : { title: DEPOSIT_TEXT.attention, text }),
          tone: 'error',
        }),
      FIELDS,
    ),
  });
  const busy = deposit.isPending;

  const onSubmit = (v: DepositFormValues) => {
    void loadDialogs();
    deposit.mutate({
      type: method.Id,
      importo: parseEuroToCents(v.importo)!,
      metodo: 'Deposit',
      email: kind === 'email' ? v.email : null,
      code: CODE_LABEL[kind] ? v.code : null,
      promo: kind === 'scratch' ? null : v.promo || null,
      isMobile,
      // The legacy first-deposit flag, as the session knows it (the server decides the welcome bonus itself).
      primaricarica: Boolean(user.primaRicarica),
      domain: window.location.host,
    });
  };

  return (
    <form className="deposit-form card" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-labelledby="deposit-form-title" aria-busy={busy}>
      <header className="deposit-form__head">
        <img src={method.Icon} alt="" width="60" height="40" />
        <div>
          <h2 id="deposit-form-title" tabIndex={-1}>
            {method.NameLong}
          </h2>
          {method.Description && <p className="muted">{method.Description}</p>}
        </div>
      </header>
      <dl className="deposit-form__facts">
        <div>
          <dt>Commissione</dt>
          <dd data-testid="deposit-fee">{feeText(method)}</dd>
        </div>
        <div>
          <dt>Accredito</dt>
          <dd>{method.DeliveryTimeMessage}</dd>
        </div>
        <div>
          <dt>Limiti</dt>
          <dd>
            min {formatCents(method.MinAmount)}
            {method.MaxAmount !== null && <> · max {formatCents(method.MaxAmount)}</>}
          </dd>
        </div>
      </dl>
      {method.InfoMessage && <p className="notice notice--info">{method.InfoMessage}</p>}
      {kind === 'bank' && <BankDetails username={user.username} data={bank} />}

      {kind === 'email' && <Field label="Email del conto" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />}
      {CODE_LABEL[kind] && <Field label={CODE_LABEL[kind]!} inputMode="numeric" autoComplete="off" error={errors.code?.message} {...register('code')} />}

      <fieldset className="deposit-amount">
        <legend>Importo</legend>
        <div className="deposit-presets" role="group" aria-label="Importi predefiniti">
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setValue('importo', String(p), { shouldValidate: true, shouldTouch: true })}
            >
              {p} €
            </button>
          ))}
        </div>
        <Field label="Importo (€)" inputMode="decimal" autoComplete="off" error={errors.importo?.message} {...register('importo')} />
      </fieldset>

      {kind !== 'scratch' && <Field label="Codice promozione (facoltativo)" autoComplete="off" error={errors.promo?.message} {...register('promo')} />}

      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy && <span className="loader__spin deposit-form__spin" aria-hidden="true" />}
        {DEPOSIT_TEXT.submit}
      </button>

      <Suspense fallback={null}>
        {open?.kind === 'qr' && <QrDialog data={open.data} isMobile={isMobile} onClose={() => setOpen(null)} />}
        {open?.kind === 'modal' && <ShopDialog data={open.data} onClose={() => setOpen(null)} />}
        {open?.kind === 'otp' && <OtpDialog data={open.data} message={open.message} onClose={() => setOpen(null)} onDone={() => finish('success')} />}
      </Suspense>
    </form>
  );
}
