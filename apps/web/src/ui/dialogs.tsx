import { create } from 'zustand';
import { onDemand, usePreloadOnFirstInteraction } from './on-demand.tsx';
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
 * The alert's box loads with the first alert, or at the first press or key (an action's failure,
 * offline included, must find it there): a page nobody touches does not carry the modal.
 */
const DialogBox = onDemand(() => import('./dialog-box.tsx'));

export function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  const dismiss = useDialogs((s) => s.dismiss);
  const turn = useModalTurn('notice', Boolean(current));
  usePreloadOnFirstInteraction(DialogBox);
  if (!current || !turn) return null;
  return <DialogBox spec={current} onDismiss={() => dismiss(current.id)} />;
}
