import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../ui/status-pages.tsx';

/**
 * What the router shows when a page fails to load or throws while rendering (a new deployment
 * replaced the page's chunk, a bug): an Italian message and a way out instead of React Router's
 * developer screen.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="page page--narrow empty-state" role="alert">
      <h1>Si è verificato un errore</h1>
      <p>Non è stato possibile mostrare la pagina. Riprova tra qualche istante.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Ricarica la pagina
      </button>
    </section>
  );
}
