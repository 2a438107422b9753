import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/**
 * Keeps Tab inside `container` (a sheet that covers the page, marked aria-modal): from its last
 * control Tab goes back to its first, and Shift+Tab from the first to the last. A native <dialog>
 * does this by itself; a panel that is a dialog only at some widths does it here.
 */
export function loopFocus(e: KeyboardEvent, container: HTMLElement): void {
  if (e.key !== 'Tab') return;
  // Only what is shown: offsetParent is null for controls hidden by display:none.
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  }
}
