// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { onDemand, usePreloadOnFirstInteraction } from './on-demand.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

it('draws the fallback until the code is there, then the component with its props', async () => {
  let arrive = (_: { default: typeof Greeting }) => {};
  const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
  const Lazy = onDemand(load, <p>Caricamento…</p>);
  expect(load).not.toHaveBeenCalled();
  render(<Lazy name="Mario" />);
  expect(screen.getByText('Caricamento…')).toBeTruthy();
  await act(async () => arrive({ default: Greeting }));
  expect(await screen.findByText('Ciao Mario')).toBeTruthy();
});

it('fetches the code ahead with preload(), and a failed preload is silent: the drawing tries again', async () => {
  const load = vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
  const Lazy = onDemand(load);
  Lazy.preload();
  expect(load).toHaveBeenCalledTimes(1);
  await Promise.resolve();
  render(<Lazy name="Lucia" />);
  expect(await screen.findByText('Ciao Lucia')).toBeTruthy();
});

it('draws nothing while offline and draws the component once the browser is back online', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const load = vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
  const Lazy = onDemand(load);
  const listen = vi.spyOn(window, 'addEventListener');
  const { container } = render(<Lazy name="Anna" />);
  // The retry listens for 'online' from an effect that runs after the error is reported; a busy
  // machine runs it later, so the event is sent once the listener is there.
  await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
  expect(container.textContent).toBe('');
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Ciao Anna')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it("fetches the code at the player's first press or key, once, and not while turned off", () => {
  const component = { preload: vi.fn() };
  const { rerender, unmount } = renderHook(({ on }) => usePreloadOnFirstInteraction(component, on), { initialProps: { on: false } });
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(component.preload).not.toHaveBeenCalled();
  rerender({ on: true });
  expect(component.preload).not.toHaveBeenCalled();
  fireEvent.pointerDown(window);
  fireEvent.keyDown(window, { key: 'Enter' });
  expect(component.preload).toHaveBeenCalledTimes(1);
  unmount();
});
