import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { RecoveryKind } from './recovery-flow.tsx';

// The flow (its forms and their schemas) loads only when a player opens it, not with the login page.
const RecoveryFlow = lazy(() => import('./recovery-flow.tsx').then((m) => ({ default: m.RecoveryFlow })));

/**
 * Mounted by the login page: `?recupero=username` or `?recupero=password` opens the matching
 * 3-step dialog (document 1 §2); closing it removes the parameter, so Back and links work.
 */
export function RecoveryDialog({ kind }: { kind: string | null }) {
  const [params, setParams] = useSearchParams();
  if (kind !== 'username' && kind !== 'password') return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('recupero');
    setParams(next, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <RecoveryFlow key={kind} kind={kind as RecoveryKind} onClose={close} />
    </Suspense>
  );
}
