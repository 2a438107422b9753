import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { RouteErrorBoundary } from './route-error.tsx';
import { useModalTurn } from './modal-queue.ts';
import type { DialogSpec } from './dialog-spec.ts';

interface DialogStore {
  queue: (DialogSpec & { id: number })[];
  show(d: DialogSpec): void;
  dismiss(id: number): void;
}
let seq = 0;
export const useDialogs = create<DialogStore>((set) => ({
  queue: [],
  show: (d) => set((s) => ({ queue: [...s.queue, { ...d, id: ++seq }] })),
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((q) => q.id !== id) })),
}));

/** Shows an alert from anywhere (API error, notice after login…). */
export const showDialog = (d: DialogSpec) => useDialogs.getState().show(d);

/**
 * The alert's box loads with the first alert (a page that never shows one does not carry the modal).
 * If its code cannot be fetched (offline), the alert stays queued and is shown once the browser is
 * back online: a fresh `lazy` is made for that attempt, since React keeps a failed one failed.
 */
const loadDialogBox = () => import('./dialog-box.tsx');
let DialogBox = lazy(loadDialogBox);

function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

export function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  const dismiss = useDialogs((s) => s.dismiss);
  const turn = useModalTurn('notice', Boolean(current));
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    DialogBox = lazy(loadDialogBox);
    setAttempt((n) => n + 1);
  }, []);
  if (!current || !turn) return null;
  return (
    <RouteErrorBoundary key={attempt} fallback={() => <RetryWhenOnline retry={retry} />}>
      <Suspense fallback={null}>
        <DialogBox spec={current} onDismiss={() => dismiss(current.id)} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
