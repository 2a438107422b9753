import type { TServerMessage } from '@betsite/contract/server-messages';
import { Modal } from '../../../ui/modal.tsx';
import { MessageButton, MessageContent } from './message-parts.tsx';

/** Template 1: the message as a popup. */
export function MessagePopup({ message, onClose }: { message: TServerMessage; onClose: () => void }) {
  return (
    <Modal
      open
      title={message.Title}
      onClose={onClose}
      footer={
        <>
          <MessageButton message={message} onDone={onClose} />
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            Chiudi
          </button>
        </>
      }
    >
      <div className="srv-msg" data-testid="server-message-popup">
        <MessageContent message={message} />
      </div>
    </Modal>
  );
}
