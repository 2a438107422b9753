import { useId, useState } from 'react';
import type { TCmsObject } from '@betsite/contract/content';
import { CmsHtml } from './cms-html.tsx';
import { str } from './view-context.ts';

/** One expandable question: the answer (sanitised HTML) shows under the button when opened. */
export function FaqItem({ item }: { item: TCmsObject }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`cms-faq-item${open ? ' cms-faq-item--open' : ''}`}>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <span>{str(item.Parameters.faq_item_title)}</span>
          <span className="cms-faq-item__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className="cms-faq-item__body" hidden={!open}>
        <CmsHtml html={str(item.Parameters.faq_item_body)} />
      </div>
    </li>
  );
}
