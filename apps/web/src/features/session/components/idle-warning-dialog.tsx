import { SESSION_IDLE_TEXT as SESSION_TEXT } from '@betsite/contract/session-idle-messages';
import { Modal } from '../../../ui/modal.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';

interface Props {
  /** Seconds left before the session ends. */
  remaining: number;
  /** The length of the countdown, for the bar. */
  warningSeconds: number;
  onCancel: () => void;
  onRenew: () => void;
}

/** The idle countdown (document 1 §4), loaded when it is first due (idle-watcher.tsx). */
export default function IdleWarningDialog({ remaining, warningSeconds, onCancel, onRenew }: Props) {
  return (
    <Modal
      open
      title="Sessione in scadenza"
      tone="warning"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {SESSION_TEXT.cancel}
          </button>
          <button type="button" className="btn btn--primary" onClick={onRenew}>
            {SESSION_TEXT.renew}
          </button>
        </>
      }
    >
      {/* The text counts down with the bar: 'La tua sessione scadrà tra 15 secondi' at the start. */}
      <p>{SESSION_TEXT.sessionExpiresIn(Math.ceil(remaining))}</p>
      <ProgressBar value={(remaining / warningSeconds) * 100} label="Tempo rimanente" />
    </Modal>
  );
}
