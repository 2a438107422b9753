import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * What a page shows when it fails to load or throws while rendering (a new deployment replaced the
 * page's chunk, a bug): an Italian message and a way out instead of a blank screen.
 */
export function RouteError() {
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

interface BoundaryProps {
  /** The address shown: a failed page's message goes away when the player goes elsewhere. */
  resetKey?: string;
  /** What to show instead of what failed. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches what a page throws, so the rest of the screen (header, footer, menus) keeps working. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false, error: undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
