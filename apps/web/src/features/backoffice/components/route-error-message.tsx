/** A screen of the back office that failed to load or render: said in Italian, with a way back. */
export function RouteErrorMessage({ error }: { error: unknown }) {
  return (
    <main className="bo-login">
      <div className="card bo-login__card" role="alert">
        <h1>Si è verificato un errore</h1>
        <p>{error instanceof Error ? error.message : 'La pagina non è disponibile.'}</p>
        <a href="/backoffice">Torna al back office</a>
      </div>
    </main>
  );
}
