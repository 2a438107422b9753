// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { useLobbyFilters } from './use-lobby-filters.ts';

afterEach(cleanup);

function Probe() {
  const { categoria, q, set } = useLobbyFilters();
  const { search } = useLocation();
  return (
    <>
      <p data-testid="filters">{`${categoria}|${q}`}</p>
      <p data-testid="address">{search}</p>
      {/* 'Tutti' pressed, then a search typed before the first address update has landed. */}
      <button
        type="button"
        onClick={() => {
          set('categoria', '');
          set('q', 'Gonzo');
        }}
      >
        tutti e cerca
      </button>
      <button type="button" onClick={() => set('q', 'Gon')}>
        cerca
      </button>
    </>
  );
}

const lobbyAt = (url: string) => {
  const router = createMemoryRouter([{ path: '/games', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};
const filters = () => screen.getByTestId('filters').textContent;
const address = () => screen.getByTestId('address').textContent;

describe('lobby filters', () => {
  it('a category pressed and a search typed at once both hold, and the address follows them', async () => {
    lobbyAt('/games?categoria=Tavolo');
    expect(filters()).toBe('Tavolo|');
    fireEvent.click(screen.getByRole('button', { name: 'tutti e cerca' }));
    expect(filters()).toBe('|Gonzo');
    await waitFor(() => expect(address()).toBe('?q=Gonzo'));
    expect(filters()).toBe('|Gonzo');
  });

  it("follows a navigation from elsewhere (the lobby area's category links), not its own address updates", async () => {
    const router = lobbyAt('/games');
    fireEvent.click(screen.getByRole('button', { name: 'cerca' }));
    await waitFor(() => expect(address()).toBe('?q=Gon'));
    await act(() => router.navigate('/games?categoria=Slot'));
    expect(filters()).toBe('Slot|');
    expect(address()).toBe('?categoria=Slot');
  });
});
