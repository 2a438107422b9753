// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { VIP_TEXT } from '@betsite/contract/vip-club-messages';
import { useDialogs } from '../../../ui/dialogs.tsx';
import VipProgramPage from './vip-program-page.tsx';
import CompPointPage from './comp-point-page.tsx';

// The site's modules: the VIP Club on, not a withdrawal-only site.
vi.mock('../../../lib/site-config.ts', () => ({ useSiteConfig: () => ({ isPending: false, data: { modules: { VIP2_Enabled: true } } }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useDialogs.setState({ queue: [] });
});

/** The server: each path answers its envelopes in turn (the last one again); the requests are kept as 'METHOD /path'. */
function server(answers: Record<string, unknown[]>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    asked.push(`${init?.method ?? 'GET'} ${path}`);
    const list = answers[path];
    if (!list) return new Response('{}', { status: 404 });
    const answer = list.length > 1 ? list.shift() : list[0];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const refusal = (code: number, message: string) => ({ ResponseCode: code, ResponseMessage: message, ResponseData: null });

function show(page: 'program' | 'points') {
  // As in the app: a failed query is asked once more.
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page === 'program' ? <VipProgramPage /> : <CompPointPage />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('VIP Club: a membership refusal is read as a Refusal (issue 37)', () => {
  it('-1110 shows the server’s message and the request button, asked once', async () => {
    const asked = server({ '/api/Account/GetVIPProgram': [refusal(-1110, VIP_TEXT.notEnrolled)] });
    show('program');
    expect(await screen.findByText(VIP_TEXT.notEnrolled)).toBeTruthy();
    expect(screen.getByRole('button', { name: VIP_TEXT.applyButton })).toBeTruthy();
    expect(asked).toEqual(['GET /api/Account/GetVIPProgram']);
  });

  it('-1111 and -1112 show the message only', async () => {
    server({ '/api/Account/GetVIPProgram': [refusal(-1111, VIP_TEXT.suspended)] });
    show('program');
    expect(await screen.findByText(VIP_TEXT.suspended)).toBeTruthy();
    expect(screen.queryByRole('button', { name: VIP_TEXT.applyButton })).toBeNull();
    cleanup();
    server({ '/api/Account/GetCompPoint': [refusal(-1112, VIP_TEXT.notAllowed)] });
    show('points');
    expect(await screen.findByText(VIP_TEXT.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: VIP_TEXT.applyButton })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scopri il VIP Club' })).toBeTruthy();
  });

  it('the request’s success opens "Richiesta" with the server’s text and asks the program again', async () => {
    const asked = server({
      '/api/Account/GetVIPProgram': [refusal(-1110, VIP_TEXT.notEnrolled), refusal(-1110, VIP_TEXT.notEnrolled)],
      '/api/Account/VipPlayerApply': [{ ResponseCode: 0, ResponseMessage: VIP_TEXT.applyOk, ResponseData: null }],
    });
    show('program');
    fireEvent.click(await screen.findByRole('button', { name: VIP_TEXT.applyButton }));
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: VIP_TEXT.requestTitle, text: VIP_TEXT.applyOk, tone: 'success' });
    await vi.waitFor(() => expect(asked.filter((a) => a === 'GET /api/Account/GetVIPProgram')).toHaveLength(2));
  });

  it('the request’s refusal opens "Richiesta" with the server’s text as an error', async () => {
    server({
      '/api/Account/GetCompPoint': [refusal(-1110, VIP_TEXT.notEnrolled)],
      '/api/Account/VipPlayerApply': [refusal(-1111, VIP_TEXT.suspended)],
    });
    show('points');
    fireEvent.click(await screen.findByRole('button', { name: VIP_TEXT.applyButton }));
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: VIP_TEXT.requestTitle, text: VIP_TEXT.suspended, tone: 'error' });
  });
});
