import type { TServerMessage } from '@betsite/contract/server-messages';
import { useSanitizedHtml } from '../../../lib/sanitize-html.ts';
import { Link } from '../../../lib/link.tsx';

/** Body (sanitised HTML), image (optionally linked) and attachment of a server message. */
export function MessageContent({ message: m }: { message: TServerMessage }) {
  // The sanitiser loaded with the box (server-messages.tsx).
  const body = useSanitizedHtml(m.Body) ?? '';
  const image = m.ImageUrl ? <img src={m.ImageUrl} alt="" className="srv-msg__image" /> : null;
  return (
    <>
      {m.SubTitle && <p className="srv-msg__subtitle">{m.SubTitle}</p>}
      {image && (m.ImageLinkUrl ? <a href={m.ImageLinkUrl}>{image}</a> : image)}
      <div className="srv-msg__body" dangerouslySetInnerHTML={{ __html: body }} />
      {m.AttachmentUrl && (
        <a className="srv-msg__attachment" href={m.AttachmentUrl} target="_blank" rel="noopener noreferrer">
          Scarica l&apos;allegato
        </a>
      )}
    </>
  );
}

/** The message's button: an internal route, an external https link, or (Button_Action) just closing. */
export function MessageButton({ message: m, onDone }: { message: TServerMessage; onDone: () => void }) {
  if (!m.Button_Text) return null;
  if (m.Button_InternalLink)
    return (
      <Link className="btn btn--primary btn--sm" to={m.Button_InternalLink} onClick={onDone}>
        {m.Button_Text}
      </Link>
    );
  if (m.Button_ExternalLink)
    return (
      <a className="btn btn--primary btn--sm" href={m.Button_ExternalLink} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {m.Button_Text}
      </a>
    );
  return (
    <button type="button" className="btn btn--primary btn--sm" onClick={onDone}>
      {m.Button_Text}
    </button>
  );
}
