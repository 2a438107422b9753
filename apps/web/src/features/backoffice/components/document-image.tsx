import { useEffect, useState } from 'react';
import { documentImageUrl } from '../api/calls.ts';

/** One side of a document, fetched with the back-office token (an image inline, a PDF in a new tab). */
export function DocumentImage({ id, mime, alt }: { id: number; mime: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    documentImageUrl(id)
      .then((u) => {
        objectUrl = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  if (failed) return <p className="notice notice--error">Immagine non disponibile.</p>;
  if (!url) return <p className="bo-muted">Caricamento dell'immagine…</p>;
  // The CSP allows no <object>/<embed>: a PDF opens in its own tab (the browser's viewer).
  if (mime === 'application/pdf')
    return (
      <a className="btn btn--outline" href={url} target="_blank" rel="noopener">
        Apri il PDF: {alt}
      </a>
    );
  return <img src={url} alt={alt} className="bo-doc__file" />;
}
