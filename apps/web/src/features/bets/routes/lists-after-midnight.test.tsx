// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BETS_TEXT as T } from '@betsite/contract/bets-messages';
import BetListPage from './bet-list-page.tsx';
import StatementPage from './statement-page.tsx';

// The site's modules: none that hides the lists.
vi.mock('../../../lib/site-config.ts', () => ({ useSiteConfig: () => ({ isPending: false, data: { modules: {} } }) }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

/** The server answers every list empty; the `dateda` of each call is kept. */
function server() {
  const from: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    from.push(new URL(url, 'http://localhost').searchParams.get('dateda') ?? '');
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return from;
}

const show = (page: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

// 23:50 and 00:10 in Rome (winter time, UTC+1): the page opened on the 22nd, read again on the 23rd.
const beforeMidnight = new Date('2026-11-22T22:50:00Z');
const afterMidnight = new Date('2026-11-22T23:10:00Z');

describe('statement and bet list after Italian midnight', () => {
  it('⟳ on the bet list left on Oggi reads the new day, not the day the page was opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(beforeMidnight);
    const from = server();
    show(<BetListPage />);
    await screen.findByText(T.listEmpty);
    expect(from).toEqual(['2026-11-21T23:00:00.000Z']);
    vi.setSystemTime(afterMidnight);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiorna la lista' }));
    await vi.waitFor(() => expect(from).toHaveLength(2));
    expect(from[1]).toBe('2026-11-22T23:00:00.000Z');
  });

  it('the statement read again on focus after midnight ends its week on the new day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(beforeMidnight);
    const from = server();
    show(<StatementPage />);
    // Its default, the last week: from midnight six days before today.
    await screen.findByText(T.statementEmpty);
    expect(from).toEqual(['2026-11-15T23:00:00.000Z']);
    vi.setSystemTime(afterMidnight);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() => expect(from).toHaveLength(2));
    expect(from[1]).toBe('2026-11-16T23:00:00.000Z');
  });
});
