import { useDocumentTitle } from '../lib/document-title.ts';
import { Link } from '../lib/link.tsx';

export function NotFoundPage() {
  useDocumentTitle('Pagina non trovata | Betsite');
  return (
    <section className="page page--narrow empty-state">
      <h1>Pagina non trovata</h1>
      <p>La pagina che cerchi non esiste o è stata spostata.</p>
      <Link className="btn btn--primary" to="/">
        Torna alla home
      </Link>
    </section>
  );
}

export function SectionDisabled({ temporary = false }: { temporary?: boolean }) {
  return (
    <section className="page page--narrow empty-state">
      <h1>{temporary ? 'Questa sezione è temporaneamente disabilitata' : 'Questa sezione è stata disabilitata'}</h1>
    </section>
  );
}

export function Loader({ label = 'Caricamento in corso…' }: { label?: string }) {
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader__spin" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
