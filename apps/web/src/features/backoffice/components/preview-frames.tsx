/**
 * The page as a visitor sees it, in a 390 px and a 1366 px frame, scaled to fit. The frames load
 * the public site without the back office's token (it lives in this tab's sessionStorage only).
 */
export function PreviewFrames({ path, reloadKey }: { path: string; reloadKey: number }) {
  return (
    <section className="bo-preview card" aria-labelledby="bo-preview-title">
      <h2 id="bo-preview-title">Anteprima come visitatore</h2>
      <p className="bo-muted">
        <a href={path} target="_blank" rel="noopener">
          {path}
        </a>{' '}
        — gli oggetti nascosti o fuori programmazione non compaiono.
      </p>
      <div className="bo-preview__frames">
        {[
          { width: 390, height: 844, scale: 0.5 },
          { width: 1366, height: 900, scale: 0.32 },
        ].map((f) => (
          <figure key={f.width} className="bo-preview__frame" style={{ width: f.width * f.scale, height: f.height * f.scale }}>
            <iframe key={`${path}-${reloadKey}`} src={path} title={`Anteprima a ${f.width} px`} width={f.width} height={f.height} style={{ transform: `scale(${f.scale})` }} tabIndex={-1} />
            <figcaption>{f.width} px</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
