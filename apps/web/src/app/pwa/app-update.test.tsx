// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import AppUpdate from './app-update.tsx';

afterEach(cleanup);

/** A stand-in for the browser's service worker container: a registration whose new version the test installs. */
function fakeServiceWorkers() {
  const waiting = { state: 'installing', postMessage: vi.fn(), listeners: [] as (() => void)[] };
  const installing = Object.assign(waiting, { addEventListener: (_: string, l: () => void) => waiting.listeners.push(l) });
  const registration = Object.assign(new EventTarget(), { waiting: null, installing });
  const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn(async () => registration) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const install = async () => {
    await act(async () => {
      registration.dispatchEvent(new Event('updatefound'));
      installing.state = 'installed';
      installing.listeners.forEach((l) => l());
    });
  };
  return { container, installing, install };
}

describe('the new version prompt', () => {
  it("registers the service worker, says 'Nuova versione disponibile' once one waits, and switches to it on 'Ricarica'", async () => {
    const sw = fakeServiceWorkers();
    render(<AppUpdate />);
    await act(async () => undefined);
    expect(sw.container.register).toHaveBeenCalledWith('/sw.js');
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();
    await sw.install();
    expect(screen.getByRole('status').textContent).toContain('Nuova versione disponibile');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(sw.installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // It reloads once the new version controls the page, not before.
    expect(reload).not.toHaveBeenCalled();
    sw.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("the first install is no update, and 'Non ora' hides the prompt without switching", async () => {
    const sw = fakeServiceWorkers();
    sw.container.controller = null as never;
    render(<AppUpdate />);
    await act(async () => undefined);
    await sw.install();
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();
    sw.container.controller = {};
    await sw.install();
    fireEvent.click(screen.getByRole('button', { name: 'Non ora' }));
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();
    expect(sw.installing.postMessage).not.toHaveBeenCalled();
  });
});
