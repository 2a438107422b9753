import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type TouchEvent } from 'react';

/** A message box becomes active this long after appearing (document 1): a double tap does not hit its buttons. */
export const MODAL_ARM_MS = 300;
/** How far a closable box must be swiped down on a touch screen to close. */
export const SWIPE_CLOSE_PX = 80;

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit to make the modal non-closable (no Esc, no close icon). */
  onClose?: () => void;
  footer?: ReactNode;
  tone?: 'info' | 'success' | 'warning' | 'error';
  size?: 'sm' | 'md';
  /** A message box: its text is the dialog's description, read with the title when the box opens. */
  describedByContent?: boolean;
}

/**
 * Where the focus goes when a box opens. The native dialog would focus its first focusable element,
 * the close icon; a player would rather start where the box wants an answer: its first field (a code
 * to type), else its main button. A box with neither keeps the browser's choice.
 */
function initialFocus(dialog: HTMLDialogElement): void {
  const target =
    dialog.querySelector<HTMLElement>('.modal__content :is(input:not([type="hidden"]), select, textarea):not(:disabled):not([readonly])') ??
    dialog.querySelector<HTMLElement>('.modal__footer .btn--primary:not(:disabled)');
  target?.focus();
}

/** Gives the focus back to the opener if it can still take it, else to the page's main region. */
function returnFocus(opener: { current: HTMLElement | null }): void {
  const el = opener.current;
  opener.current = null;
  if (!el) return;
  const active = document.activeElement;
  // Something else already took it on purpose (a next box, a field the closing action focused).
  if (active && active !== document.body && !active.closest('dialog')) return;
  if (el.isConnected && el !== document.body) el.focus({ preventScroll: true });
  // Gone, disabled or hidden meanwhile (focus() then does nothing): the main region, where Tab goes on from.
  if (document.activeElement !== el) document.getElementById('main')?.focus({ preventScroll: true });
}

/** A modal on the native <dialog>: focus trap, Esc and backdrop come from the browser. */
export function Modal({ open, title, children, onClose, footer, tone = 'info', size = 'sm', describedByContent = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const contentId = useId();
  const [armed, setArmed] = useState(false);
  const swipe = useRef<{ y: number; dy: number } | null>(null);
  const [drag, setDrag] = useState(0);
  /** What had the focus when the box opened: it gets it back when the box closes, however it closes. */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      initialFocus(d);
    }
    if (!open && d.open) {
      d.close();
      returnFocus(opener);
    }
  }, [open]);
  // A box taken away while open (the dialog queue unmounts it) never runs close(): the focus would
  // fall to <body> and the next Tab start again from the top of the page.
  useEffect(() => () => returnFocus(opener), []);
  useEffect(() => {
    setArmed(false);
    if (!open) return;
    const t = setTimeout(() => setArmed(true), MODAL_ARM_MS);
    return () => clearTimeout(t);
  }, [open]);
  // Until armed, a pointer click (detail > 0) is dropped; a keyboard one (Enter on a focused button) is not.
  const guard = (e: MouseEvent) => {
    if (!armed && e.detail > 0) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  // Swipe down to close, for closable boxes, only from the top of the content (not while scrolling it).
  const touchStart = (e: TouchEvent) => {
    const content = (e.currentTarget as HTMLElement).querySelector('.modal__content');
    swipe.current = onClose && e.touches.length === 1 && !(content && content.scrollTop > 0) ? { y: e.touches[0]!.clientY, dy: 0 } : null;
  };
  const touchMove = (e: TouchEvent) => {
    if (!swipe.current) return;
    swipe.current.dy = Math.max(0, e.touches[0]!.clientY - swipe.current.y);
    setDrag(swipe.current.dy);
  };
  const touchEnd = () => {
    const s = swipe.current;
    swipe.current = null;
    setDrag(0);
    if (s && s.dy >= SWIPE_CLOSE_PX) onClose?.();
  };
  return (
    <dialog
      ref={ref}
      className={`modal modal--${tone} modal--${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedByContent ? contentId : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      {open && (
        <div
          className={`modal__body${armed ? '' : ' modal__body--arming'}`}
          data-armed={armed ? 'true' : 'false'}
          style={drag ? { transform: `translateY(${drag}px)` } : undefined}
          onClickCapture={guard}
          onTouchStart={onClose ? touchStart : undefined}
          onTouchMove={onClose ? touchMove : undefined}
          onTouchEnd={onClose ? touchEnd : undefined}
          onTouchCancel={onClose ? touchEnd : undefined}
        >
          <header className="modal__header">
            <h2 id={titleId}>{title}</h2>
            {onClose && (
              <button type="button" className="icon-button" aria-label="Chiudi" onClick={onClose}>
                ×
              </button>
            )}
          </header>
          <div className="modal__content" id={contentId}>
            {children}
          </div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
