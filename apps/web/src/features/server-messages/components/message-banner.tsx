import { SERVER_MESSAGE_TEXT as T } from '@betsite/contract/server-message-rules';
import type { TServerMessage } from '@betsite/contract/server-messages';
import { MessageButton, MessageContent } from './message-parts.tsx';

/** Template 2: the message as a banner fixed at the bottom of the page. */
export function MessageBanner({ message, onClose }: { message: TServerMessage; onClose: () => void }) {
  return (
    <aside className="srv-banner" aria-label={message.Title} data-testid="server-message-banner">
      <div className="srv-banner__text">
        <strong>{message.Title}</strong>
        <MessageContent message={message} />
      </div>
      <MessageButton message={message} onDone={onClose} />
      <button type="button" className="srv-banner__close" aria-label={T.close} onClick={onClose}>
        ×
      </button>
    </aside>
  );
}
