import { codeAndMessage } from '@betsite/domain/answer-text';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TRicaricaData } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { paths } from '../../../../lib/paths.ts';
import { useMutation } from '@tanstack/react-query';
import { formOnError } from '../../../../lib/form-errors.ts';
import { Refusal } from '../../../../lib/refusal.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { formatCents } from '../../../../lib/format.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { useInvalidateBalance } from '../../../session/index.ts';
import { depositStatus, ricarica } from '../api/deposit-calls.ts';
import { CodeField } from '../../../../ui/code-field.tsx';

const RESULT_OF: Record<string, string> = { success: 'success', failed: 'failed', cancelled: 'back' };

/** Follows a deposit that finishes elsewhere (phone, shop, bank) and opens its result page when it ends. */
function useFollowDeposit(transactionId: string, active: boolean) {
  const navigate = useNavigate();
  const invalidate = useInvalidateBalance();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      depositStatus(transactionId)
        .then((r) => {
          const s = r.status;
          if (s && RESULT_OF[s]) {
            window.clearInterval(timer);
            void invalidate();
            void navigate(paths.ricaricaResult(RESULT_OF[s]!));
          }
        })
        .catch(() => undefined);
    }, 2000);
    return () => window.clearInterval(timer);
  }, [transactionId, active, navigate, invalidate]);
}

/** Quick deposit: a QR code, 250 px (310 px on mobile), whose link carries the amount × 100. */
export function QrDialog({ data, isMobile, onClose }: { data: TRicaricaData; isMobile: boolean; onClose(): void }) {
  const [src, setSrc] = useState<string | null>(null);
  const size = isMobile ? 310 : 250;
  useEffect(() => {
    // The QR encoder (≈ 9 KB gzip) loads only when a quick deposit shows its code.
    void import('qrcode').then(({ default: QRCode }) => QRCode.toDataURL(data.qrUrl ?? '', { width: size, margin: 1 })).then(setSrc);
  }, [data.qrUrl, size]);
  useFollowDeposit(data.transactionId, true);
  return (
    <Modal open title="Ricarica veloce" onClose={onClose} size="md">
      <p>Inquadra il codice QR con lo smartphone e conferma il pagamento di {formatCents(data.amount)}.</p>
      <div className="deposit-qr">
        {src ? (
          <img src={src} width={size} height={size} alt={`Codice QR della ricarica veloce di ${formatCents(data.amount)}`} data-testid="deposit-qr" />
        ) : null}
      </div>
      <p className="muted">
        Non riesci a inquadrarlo?{' '}
        <a href={data.qrUrl ?? '#'} target="_blank" rel="noreferrer">
          Apri il collegamento
        </a>
      </p>
      <p className="muted" role="status">
        {DEPOSIT_TEXT.pending}…
      </p>
    </Modal>
  );
}

/** Pay in shop: the code to show at the till; the page follows the payment. */
export function ShopDialog({ data, onClose }: { data: TRicaricaData; onClose(): void }) {
  useFollowDeposit(data.transactionId, true);
  return (
    <Modal open title="Ricarica in negozio" onClose={onClose}>
      <p>Mostra questo codice alla cassa di un punto vendita aderente e paga {formatCents(data.amount)} in contanti.</p>
      <p className="deposit-paycode" data-testid="deposit-paycode">
        {data.payCode?.replace(/(\d{4})(?=\d)/g, '$1 ')}
      </p>
      <p className="muted">
        <a href={data.page ?? '#'} target="_blank" rel="noreferrer">
          Apri la cassa del punto vendita (sandbox)
        </a>
      </p>
    </Modal>
  );
}

/** XElektra step two: the SMS code, 'VERIFICA', then the Confirm call with the transaction id. */
export function OtpDialog({ data, message, onClose, onDone }: { data: TRicaricaData; message: string | null; onClose(): void; onDone(): void }) {
  // Checked on 'VERIFICA' only, as before: the code's rule loads with the first check.
  const { handleSubmit, setValue, setError, watch, formState } = useSchemaForm(
    () => import('../lib/deposit-schema.ts').then((m) => m.ZDepositOtp),
    { otp: '' },
    { mode: 'onSubmit', reValidateMode: 'onSubmit' },
  );
  const confirm = useMutation({
    mutationFn: ricarica,
    onSuccess: () => onDone(),
    // A refusal (wrong or expired code) is said under the field, with its code.
    onError: formOnError(setError, (text, err) => setError('otp', { message: err instanceof Refusal ? codeAndMessage(err.code, err.message) : text })),
  });
  const submit = handleSubmit((v) =>
    confirm.mutate({ type: 'Ricarica_XElektra', importo: data.amount, metodo: 'Confirm', otp: v.otp, transactionId: data.transactionId }),
  );
  return (
    <Modal
      open
      title="Conferma la ricarica XElektra"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" disabled={confirm.isPending} onClick={() => void submit()}>
          VERIFICA
        </button>
      }
    >
      <form onSubmit={(e) => void submit(e)} className="stack" noValidate>
        <p>{message ?? 'Inserisci il codice ricevuto via SMS.'}</p>
        <CodeField
          label="Codice ricevuto via SMS"
          length={8}
          value={watch('otp')}
          onCode={(code) => setValue('otp', code)}
          error={formState.errors.otp?.message}
        />
      </form>
    </Modal>
  );
}
