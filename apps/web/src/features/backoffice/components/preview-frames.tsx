import { useEffect } from 'react';

/**
 * The frames are a look, not a second site to use (`inert`, out of the tab order). But the public
 * page moves focus when it loads (its route focus, for screen readers), and Chromium lets a frame's
 * own script take focus even when the frame is inert: the keyboard then left the back office (a drag
 * by keyboard started in the tree went on inside the frame). Focus that lands on a preview frame is
 * given back to where the operator had it.
 */
function useKeepFocusOutOfFrames() {
  useEffect(() => {
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && !(e.target instanceof HTMLIFrameElement)) last = e.target;
    };
    const onBlur = () =>
      setTimeout(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLIFrameElement) || !active.closest('.bo-preview')) return;
        if (last?.isConnected) last.focus();
        else active.blur();
      });
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('blur', onBlur);
    };
  }, []);
}

/**
 * The page as a visitor sees it, in a 390 px and a 1366 px frame, scaled to fit. The frames load
 * the real public site without the back office's token; the preview cookie the server set for the
 * previewed object (`POST /api/CMS/Admin/Preview`) makes its CMS calls show that object's draft.
 */
export function PreviewFrames({ path, reloadKey }: { path: string; reloadKey: number }) {
  useKeepFocusOutOfFrames();
  return (
    <section className="bo-preview card" aria-labelledby="bo-preview-title">
      <h2 id="bo-preview-title">Anteprima come visitatore</h2>
      <p className="bo-muted">
        <a href={path} target="_blank" rel="noopener">
          {path}
        </a>{' '}
        — l'oggetto in anteprima compare com'è nella sua bozza, anche se non è ancora pubblicato; il resto come lo vedono i visitatori.
      </p>
      <div className="bo-preview__frames">
        {[
          { width: 390, height: 844, scale: 0.5 },
          { width: 1366, height: 900, scale: 0.32 },
        ].map((f) => (
          <figure key={f.width} className="bo-preview__frame" style={{ width: f.width * f.scale, height: f.height * f.scale }}>
            <iframe
              key={`${path}-${reloadKey}`}
              src={path}
              title={`Anteprima a ${f.width} px`}
              width={f.width}
              height={f.height}
              style={{ transform: `scale(${f.scale})` }}
              tabIndex={-1}
              inert
            />
            <figcaption>{f.width} px</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
