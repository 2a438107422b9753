import { Modal } from '../../../ui/modal.tsx';

interface Props {
  /** The failed checks, in the server's words. */
  messages: readonly string[];
  /** 'Non ora' and the close button, when the player may dismiss it. */
  onClose?: () => void;
  onGoToStatus: () => void;
}

/** 'Stato conto' (document 1 §2), loaded when a status check first fails (status-modal.tsx). */
export default function StatusDialog({ messages, onClose, onGoToStatus }: Props) {
  return (
    <Modal
      open
      title="Stato conto"
      tone="warning"
      onClose={onClose}
      footer={
        <>
          {onClose && (
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              Non ora
            </button>
          )}
          <button type="button" className="btn btn--primary" onClick={onGoToStatus}>
            Vai allo stato del conto
          </button>
        </>
      }
    >
      <p>Per usare tutte le funzioni del tuo conto completa questi passaggi:</p>
      <ul className="status-list">
        {messages.map((m) => (
          <li key={m} className="status-list__item status-list__item--ko">
            {m}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
