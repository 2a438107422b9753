// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PlaceTypeahead } from './place-typeahead.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COMUNI = [
  { Id: 1, Nome: 'Milano' },
  { Id: 2, Nome: 'Milazzo' },
];

function renderTypeahead(onChange = vi.fn()) {
  const searches: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const q = new URL(url, 'http://x').searchParams.get('search') ?? '';
    searches.push(q);
    const data = COMUNI.filter((c) => c.Nome.toLowerCase().startsWith(q.toLowerCase()));
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlaceTypeahead label="Comune di nascita" kind="GetComuniNascita" value={{ id: null, name: '' }} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { searches, input: screen.getByRole('combobox', { name: 'Comune di nascita' }) };
}

describe('municipality typeahead', () => {
  it('searches once when typing pauses, not once per letter, and picks with the keyboard', async () => {
    const onChange = vi.fn();
    const { searches, input } = renderTypeahead(onChange);
    for (const text of ['M', 'Mi', 'Mil', 'Mila']) fireEvent.change(input, { target: { value: text } });
    expect(await screen.findByRole('option', { name: 'Milano' })).toBeTruthy();
    expect(searches).toEqual(['Mila']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Milazzo' });
  });

  it("says 'Ricerca in corso…' while searching and 'Nessun comune trovato' when nothing matches", async () => {
    const { input } = renderTypeahead();
    fireEvent.change(input, { target: { value: 'Zzz' } });
    expect(screen.getByRole('status').textContent).toBe('Ricerca in corso…');
    expect(await screen.findByText('Nessun comune trovato')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks the server nothing for fewer than two letters', async () => {
    const { searches, input } = renderTypeahead();
    fireEvent.change(input, { target: { value: 'M' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(searches).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
