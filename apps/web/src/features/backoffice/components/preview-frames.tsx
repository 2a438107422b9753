import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The page as a visitor sees it, in a 390 px and a 1366 px frame, scaled to fit: the server's render
 * of the real public page, without the back office's token, which the preview cookie the server set
 * for the previewed object (`POST /api/CMS/Admin/Preview`) makes show that object's draft. The frames
 * run no script (`sandbox` without `allow-scripts`): nothing in a previewed page can reach the back
 * office's window or its token, nor take the operator's focus. `allow-same-origin` keeps the page's
 * own origin, without which our `Cross-Origin-Resource-Policy` refuses its images. They are a look, not a second site to
 * use (`inert`, out of the tab order). On a narrow back office a frame scales down further to fit
 * the width it has, so the whole page stays in view.
 */
const FRAMES = [
  { width: 390, height: 844, scale: 0.5 },
  { width: 1366, height: 900, scale: 0.32 },
];

/** Each frame's scale: its own, or smaller when the room beside it is narrower (a phone's back office). */
export function frameScale(frame: { width: number; scale: number }, room: number | null): number {
  // 2 px: the figure's border.
  return room !== null && room > 2 ? Math.min(frame.scale, (room - 2) / frame.width) : frame.scale;
}

export function PreviewFrames({ path, reloadKey }: { path: string; reloadKey: number }) {
  const frames = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = frames.current;
    if (!el) return;
    setRoom(el.clientWidth);
    const observer = new ResizeObserver(() => setRoom(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section className="bo-preview card" aria-labelledby="bo-preview-title">
      <h2 id="bo-preview-title">Anteprima come visitatore</h2>
      <p className="bo-muted">
        <a href={path} target="_blank" rel="noopener">
          {path}
        </a>{' '}
        — l'oggetto in anteprima compare com'è nella sua bozza, anche se non è ancora pubblicato; il resto come lo vedono i visitatori.
      </p>
      <div ref={frames} className="bo-preview__frames">
        {FRAMES.map((frame) => ({ ...frame, scale: frameScale(frame, room) })).map((f) => (
          <figure key={f.width} className="bo-preview__frame" style={{ width: f.width * f.scale, height: f.height * f.scale }}>
            <iframe
              key={`${path}-${reloadKey}`}
              src={path}
              title={`Anteprima a ${f.width} px`}
              width={f.width}
              height={f.height}
              style={{ transform: `scale(${f.scale})` }}
              sandbox="allow-same-origin"
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
