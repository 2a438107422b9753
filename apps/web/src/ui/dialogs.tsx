import { create } from 'zustand';
import { useNavigate } from 'react-router';
import { Modal } from './modal.tsx';
import { useModalTurn } from './modal-queue.ts';

export interface DialogButton {
  label: string;
  to?: string;
  primary?: boolean;
  onClick?: () => void;
}
export interface DialogSpec {
  title: string;
  text: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  buttons?: DialogButton[];
}

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

export function DialogHost() {
  const current = useDialogs((s) => s.queue[0]);
  const dismiss = useDialogs((s) => s.dismiss);
  const navigate = useNavigate();
  const turn = useModalTurn('notice', Boolean(current));
  if (!current || !turn) return null;
  const buttons = current.buttons?.length ? current.buttons : [{ label: 'Chiudi', primary: true }];
  return (
    <Modal
      open
      describedByContent
      title={current.title}
      tone={current.tone}
      onClose={() => dismiss(current.id)}
      footer={buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          className={b.primary ? 'btn btn--primary' : 'btn btn--ghost'}
          onClick={() => {
            dismiss(current.id);
            b.onClick?.();
            if (b.to) void navigate(b.to);
          }}
        >
          {b.label}
        </button>
      ))}
    >
      <p className="pre-line">{current.text}</p>
    </Modal>
  );
}
