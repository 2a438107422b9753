import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit to make the modal non-closable (no Esc, no close icon). */
  onClose?: () => void;
  footer?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  size?: 'sm' | 'md';
}

/** A modal on the native <dialog>: focus trap, Esc and backdrop come from the browser. */
export function Modal({ open, title, children, onClose, footer, tone = 'info', size = 'sm' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone} modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <div className="modal__body">
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            {onClose && (
              <button type="button" className="icon-button" aria-label="Chiudi" onClick={onClose}>
                ×
              </button>
            )}
          </header>
          <div className="modal__content">{children}</div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
