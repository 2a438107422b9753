import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../ui/modal.tsx';
import { TextAreaField } from '../../../ui/form-controls.tsx';
import { BACKOFFICE_TEXT } from '@betsite/contract/backoffice-messages';

/** Asks why something is refused (withdrawals, documents) or an account blocked: at least 3 characters, as the server wants. */
export function ReasonDialog({
  open,
  title,
  intro,
  confirmLabel,
  tooShort = BACKOFFICE_TEXT.reasonRequired,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  /** What a reason under 3 characters is told (the refusals' text unless given). */
  tooShort?: string;
  onCancel(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The caller's call (refuse a withdrawal, a document) as a mutation: its error (the server's text) goes under the reason.
  const confirmation = useMutation({
    mutationFn: (why: string) => onConfirm(why),
    onSuccess: () => {
      setReason('');
      setError(undefined);
    },
    onError: (err) => setError(err.message),
  });
  const confirm = () => {
    if (reason.trim().length < 3) return setError(tooShort);
    confirmation.mutate(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      tone="warning"
      size="md"
      footer={<CancelConfirm confirmLabel={confirmLabel} busy={confirmation.isPending} onCancel={onCancel} onConfirm={confirm} />}
    >
      <p>{intro}</p>
      <TextAreaField label="Motivo" value={reason} maxLength={500} error={error} onChange={(e) => setReason(e.target.value)} />
    </Modal>
  );
}

/** A plain "are you sure" for actions that move money. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="md"
      footer={<CancelConfirm confirmLabel={confirmLabel} onCancel={onCancel} onConfirm={onConfirm} />}
    >
      {children}
    </Modal>
  );
}

/** A dialog's footer: 'Annulla', and the button that confirms (off while `busy`). */
function CancelConfirm({ confirmLabel, busy = false, onCancel, onConfirm }: { confirmLabel: string; busy?: boolean; onCancel(): void; onConfirm(): void }) {
  return (
    <>
      <button type="button" className="btn btn--outline" onClick={onCancel}>
        Annulla
      </button>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </>
  );
}
