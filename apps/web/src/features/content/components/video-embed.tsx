import { useState } from 'react';
import { videoEmbedUrl } from '@betsite/domain/content-rules';
import { CONTENT_TEXT } from '@betsite/contract/content-messages';

/**
 * A vimeo/youtube embed (autoplay, title, byline, portrait off). The player loads on request, so the
 * page stays light and no third-party request leaves before the visitor asks for the video.
 */
export function VideoEmbed({ url, title = 'Video' }: { url: string; title?: string }) {
  const src = videoEmbedUrl(url);
  const [open, setOpen] = useState(false);
  if (!src) return null;
  return (
    <div className="cms-video">
      {open ? (
        <iframe src={src} title={title} allow="fullscreen; picture-in-picture" loading="lazy" />
      ) : (
        <button type="button" className="cms-video__play" onClick={() => setOpen(true)}>
          <span aria-hidden="true">▶</span> {CONTENT_TEXT.watchVideo}
        </button>
      )}
    </div>
  );
}
