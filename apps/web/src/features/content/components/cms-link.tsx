import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/app-link.tsx';

/**
 * An internal link routed in the app, or an external one opened apart (target 1 = same window).
 * `visitorOnly`: a button for visitors only ('Registrati'), hidden under a stored session until it
 * is checked (app/layout/visitor-content.ts).
 */
export function CmsLink({
  internal,
  external,
  target,
  className,
  children,
  label,
  visitorOnly = false,
}: {
  internal?: string;
  external?: string;
  target?: unknown;
  className?: string;
  children: ReactNode;
  label?: string;
  visitorOnly?: boolean;
}) {
  const mark = visitorOnly ? { 'data-visitor-only': true } : {};
  if (internal) {
    return (
      <AppLink to={internal} className={className} aria-label={label} {...mark}>
        {children}
      </AppLink>
    );
  }
  if (external) {
    const same = Number(target) === 1;
    return (
      <a href={external} className={className} aria-label={label} target={same ? undefined : '_blank'} rel={same ? undefined : 'noopener noreferrer'} {...mark}>
        {children}
      </a>
    );
  }
  return null;
}
