import { useState } from 'react';
import { truncateText } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';
import type { TCmsObject } from '@betsite/contract/content';
import { VideoEmbed } from './video-embed.tsx';
import { bool, str } from './view-context.ts';

/** visore_immagine_descrizione: picture (or video), title, subtitle, description cut at 500 characters. */
export function ImageText({ widget }: { widget: TCmsObject }) {
  const p = widget.Parameters;
  const [open, setOpen] = useState(false);
  const description = str(p.description);
  const cut = truncateText(description);
  if (!str(p.title) && !description && !str(p.image_desktop)) return null;
  return (
    <section
      className={`cms-widget cms-imgtext cms-imgtext--${str(p.size) || 'large'}${bool(p.boxed) ? ' cms-imgtext--boxed' : ''} ${str(p.cssclass)}`}
      aria-labelledby={`w-${widget.Id}`}
    >
      <div className="cms-imgtext__media">
        {str(p.image_desktop) && (
          <picture>
            {str(p.image_mobile) && <source media="(max-width: 767px)" srcSet={str(p.image_mobile)} />}
            <img src={str(p.image_desktop)} alt="" width="800" height="600" loading="lazy" />
          </picture>
        )}
        {str(p.videourl) && <VideoEmbed url={str(p.videourl)} title={str(p.title)} />}
      </div>
      <div className="cms-imgtext__text">
        <h2 id={`w-${widget.Id}`}>{str(p.title)}</h2>
        {str(p.subtitle) && <p className="cms-imgtext__subtitle">{str(p.subtitle)}</p>}
        <p id={`w-${widget.Id}-desc`} data-testid="imgtext-description">
          {open || !cut.truncated ? description : cut.text}
        </p>
        {cut.truncated && (
          <button type="button" className="btn btn--link" aria-expanded={open} aria-controls={`w-${widget.Id}-desc`} onClick={() => setOpen((o) => !o)}>
            {open ? CONTENT_TEXT.readLess : CONTENT_TEXT.readMore}
          </button>
        )}
      </div>
    </section>
  );
}
