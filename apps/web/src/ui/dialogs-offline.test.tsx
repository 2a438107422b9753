// @vitest-environment jsdom
// Its own file: the box's module must not have been loaded yet (a loaded lazy stays loaded).
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { polyfillDialog } from './dialog-polyfill.test-support.ts';
import { DialogHost, showDialog, useDialogs } from './dialogs.tsx';

/** The box's code fails to load while `offline.now` is true (a dropped connection), as a chunk would. */
const offline = vi.hoisted(() => ({ now: true }));
vi.mock('./dialog-box.tsx', async (original) => {
  if (offline.now) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  useDialogs.setState({ queue: [] });
});

it('keeps an alert whose box could not be loaded and shows it once the browser is back online', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const listen = vi.spyOn(window, 'addEventListener');
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <DialogHost /> }])} />);
  act(() => showDialog({ title: 'Attenzione', text: 'Sessione scaduta' }));
  // 'online' is sent once the retry listens for it (an effect after the error is logged: later on a busy machine).
  await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
  expect(screen.queryByText('Sessione scaduta')).toBeNull();
  expect(useDialogs.getState().queue).toHaveLength(1);
  offline.now = false;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Sessione scaduta')).toBeTruthy();
});
