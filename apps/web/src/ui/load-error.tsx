/**
 * A request for the page's data failed (server down, network gone): say so in Italian and offer a
 * retry, instead of an empty page or a misleading 'Pagina non trovata'.
 */
export function LoadError({ onRetry, text = 'Non è stato possibile caricare i contenuti. Riprova tra qualche istante.' }: { onRetry(): void; text?: string }) {
  return (
    <div className="empty-state load-error" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Riprova
      </button>
    </div>
  );
}

/** LoadError as a whole page (a content page whose data did not arrive). */
export function LoadErrorPage({ onRetry }: { onRetry(): void }) {
  return (
    <section className="page page--narrow">
      <h1>Contenuti non disponibili</h1>
      <LoadError onRetry={onRetry} />
    </section>
  );
}
