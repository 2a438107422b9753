// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal.tsx';
import { polyfillDialog } from './dialog-polyfill.test-support.ts';

beforeAll(polyfillDialog);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = (onClose?: () => void, onOk = vi.fn()) =>
  render(
    <Modal open title="Attenzione" onClose={onClose} footer={<button onClick={onOk}>OK</button>}>
      <p>Testo</p>
    </Modal>,
  );
const body = () => document.querySelector('.modal__body') as HTMLElement;
const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
  fireEvent[type](body(), { touches: type === 'touchEnd' ? [] : [{ clientY: y }], changedTouches: [{ clientY: y }] });

describe('message boxes (document 1: active 300 ms after appearing, closable ones swiped down on mobile)', () => {
  it('drops a tap on its buttons during the first 300 ms, then takes it; the keyboard is never blocked', () => {
    const onOk = vi.fn();
    box(undefined, onOk);
    expect(body().dataset.armed).toBe('false');
    expect(body().classList.contains('modal__body--arming')).toBe(true);
    fireEvent.click(screen.getByText('OK'), { detail: 1 });
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('OK'), { detail: 0 }); // Enter or Space on the focused button
    expect(onOk).toHaveBeenCalledTimes(1);
    void act(() => vi.advanceTimersByTime(299));
    expect(body().dataset.armed).toBe('false');
    void act(() => vi.advanceTimersByTime(1));
    expect(body().dataset.armed).toBe('true');
    fireEvent.click(screen.getByText('OK'), { detail: 1 });
    expect(onOk).toHaveBeenCalledTimes(2);
  });

  it('a closable box closes when swiped down far enough, not on a short drag', () => {
    const onClose = vi.fn();
    box(onClose);
    touch('touchStart', 100);
    touch('touchMove', 150);
    expect(body().style.transform).toBe('translateY(50px)');
    touch('touchEnd', 150);
    expect(onClose).not.toHaveBeenCalled();
    expect(body().style.transform).toBe('');
    touch('touchStart', 100);
    touch('touchMove', 200);
    touch('touchEnd', 200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a box that cannot be closed does not move or close on a swipe', () => {
    box(undefined);
    touch('touchStart', 100);
    touch('touchMove', 300);
    expect(body().style.transform).toBe('');
    touch('touchEnd', 300);
    expect(screen.getByText('Testo')).toBeTruthy();
  });
});

describe('the focus after a box', () => {
  /** A page with its opener button and, while `shown`, a box; the opener may become disabled meanwhile. */
  const page = (shown: boolean, openerDisabled = false) => (
    <main id="main" tabIndex={-1}>
      <button disabled={openerDisabled}>Apri</button>
      {shown && (
        <Modal open title="Attenzione" onClose={() => undefined}>
          <p>Testo</p>
        </Modal>
      )}
    </main>
  );
  /** Opens the box from the focused opener, moves the focus into it (as showModal does), then takes the box away. */
  const openThenRemove = (openerDisabled: boolean) => {
    const { rerender } = render(page(false));
    screen.getByText('Apri').focus();
    rerender(page(true, openerDisabled));
    (document.querySelector('dialog button') as HTMLElement).focus();
    rerender(page(false, openerDisabled));
  };

  it('goes back to what had it when the box opened, also when the box is taken away rather than closed', () => {
    openThenRemove(false);
    expect(document.activeElement).toBe(screen.getByText('Apri'));
  });

  it('goes to the main region when the opener cannot take it any more', () => {
    openThenRemove(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('the focus when a box opens', () => {
  it('a message box starts on its main button and reads its text as the description, not on the close icon', () => {
    render(
      <Modal open describedByContent title="Attenzione" onClose={() => undefined} footer={<button className="btn btn--primary">Vai ai documenti</button>}>
        <p>Il documento è scaduto.</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByText('Vai ai documenti'));
    const dialog = document.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Il documento è scaduto.');
  });

  it('a box asking for a code starts on its field', () => {
    render(
      <Modal open title="Conferma il prelievo" onClose={() => undefined} footer={<button className="btn btn--primary">Conferma</button>}>
        <label>
          Codice
          <input />
        </label>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Codice'));
    expect(document.querySelector('dialog')!.hasAttribute('aria-describedby')).toBe(false);
  });
});
