// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { polyfillDialog } from './dialog-polyfill.test-support.ts';
import { MODAL_ARM_MS } from './modal.tsx';
import { DialogHost, showDialog, useDialogs } from './dialogs.tsx';

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  useDialogs.setState({ queue: [] });
});

function renderHost() {
  const router = createMemoryRouter([{ path: '*', element: <DialogHost /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('alerts from showDialog', () => {
  it('loads the box with the first alert, shows the queued alerts one at a time and dismisses each with its button', async () => {
    renderHost();
    expect(document.querySelector('dialog')).toBeNull();
    act(() => {
      showDialog({ title: 'Primo', text: 'Uno' });
      showDialog({ title: 'Secondo', text: 'Due', buttons: [{ label: 'Ho capito', primary: true }] });
    });
    // The box's module is imported on demand: its first import (transformed by the test runner) took over
    // findBy's default second on a loaded machine.
    expect(await screen.findByText('Uno', undefined, { timeout: 10_000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, MODAL_ARM_MS + 50));
    fireEvent.click(screen.getByText('Chiudi', { selector: '.modal__footer button' }), { detail: 1 });
    expect(await screen.findByText('Due')).toBeTruthy();
    await new Promise((r) => setTimeout(r, MODAL_ARM_MS + 50));
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }), { detail: 1 });
    await vi.waitFor(() => expect(useDialogs.getState().queue).toEqual([]));
  });
});
