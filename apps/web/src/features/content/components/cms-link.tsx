import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/app-link.tsx';

/** An internal link routed in the app, or an external one opened apart (target 1 = same window). */
export function CmsLink({
  internal,
  external,
  target,
  className,
  children,
  label,
}: {
  internal?: string;
  external?: string;
  target?: unknown;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  if (internal) {
    return (
      <AppLink to={internal} className={className} aria-label={label}>
        {children}
      </AppLink>
    );
  }
  if (external) {
    const same = Number(target) === 1;
    return (
      <a href={external} className={className} aria-label={label} target={same ? undefined : '_blank'} rel={same ? undefined : 'noopener noreferrer'}>
        {children}
      </a>
    );
  }
  return null;
}
