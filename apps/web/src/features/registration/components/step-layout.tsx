import type { FormEventHandler, ReactNode } from 'react';
import { paths } from '../../../lib/paths.ts';
import { Link } from '../../../lib/link.tsx';

interface Props {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  submitLabel?: string;
  submitDisabled?: boolean;
  busy?: boolean;
  /** Extra buttons between continue and customer care ('Non me lo ricordo', 'Modifica i dati'). */
  extra?: ReactNode;
}

/** One wizard step: its form, the continue button and the customer-care button. */
export function StepLayout({ title, onSubmit, children, submitLabel = 'Continua', submitDisabled, busy, extra }: Props) {
  return (
    <form noValidate onSubmit={onSubmit} className="stack reg-step">
      <h2 id="reg-step-title" className="reg-step__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="reg-step__actions">
        <button type="submit" className="btn btn--primary btn--block" disabled={submitDisabled || busy} aria-busy={busy}>
          {submitLabel}
        </button>
        {extra}
        <Link to={paths.help} className="btn btn--outline btn--block">
          Assistenza clienti
        </Link>
      </div>
    </form>
  );
}
