// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { useDialogs } from '../../../ui/dialogs.tsx';
import PasswordPage from './password-page.tsx';

// The section's gate reads the site's modules and the account's status: open here.
vi.mock('../components/section-notice.tsx', () => ({ SectionGate: ({ children }: { children: unknown }) => children }));

beforeAll(async () => {
  // The schema the form loads on its first check, loaded ahead (a busy machine's first import is slow).
  await Promise.all([import('./../lib/form-schemas.ts'), import('@hookform/resolvers/zod')]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useDialogs.setState({ queue: [] });
});

/** EL_ChangePassword answers `answer` with HTTP `status`; the bodies sent are kept. */
function server(status: number, answer: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function fillAndSend() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordPage />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Password attuale'), { target: { value: 'Vecchia123' } });
  fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Nuova12345' } });
  fireEvent.change(screen.getByLabelText('Ripeti la nuova password'), { target: { value: 'Nuova12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
}

describe('password page: the one onError of a form (issue 37)', () => {
  it('puts a refusal’s field error under its field, and shows no dialog', async () => {
    const sent = server(200, {
      ResponseCode: -1,
      ResponseMessage: 'Password attuale non corretta',
      ResponseData: null,
      errors: [{ field: 'oldPassword', message: 'Password attuale non corretta' }],
    });
    fillAndSend();
    expect(await screen.findByText('Password attuale non corretta')).toBeTruthy();
    expect(screen.getByLabelText('Password attuale').getAttribute('aria-invalid')).toBe('true');
    expect(useDialogs.getState().queue).toEqual([]);
    expect(sent).toEqual([{ oldPassword: 'Vecchia123', newPassword: 'Nuova12345', newPasswordConfirm: 'Nuova12345' }]);
  });

  it('puts a 400’s field errors under their fields', async () => {
    server(400, {
      ResponseCode: -1,
      ResponseMessage: 'Dati non validi',
      ResponseData: null,
      errors: [{ field: 'newPassword', message: 'Password troppo debole' }],
    });
    fillAndSend();
    expect(await screen.findByText('Password troppo debole')).toBeTruthy();
    expect(useDialogs.getState().queue).toEqual([]);
  });

  it('shows a refusal without field errors in the error dialog, as code and message', async () => {
    server(200, { ResponseCode: -1, ResponseMessage: 'Password attuale non corretta', ResponseData: null });
    fillAndSend();
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: PROFILE_TEXT.errorTitle, text: '-1 - Password attuale non corretta', tone: 'error' });
    expect(screen.queryByText('Password attuale non corretta')).toBeNull();
  });

  it('shows the server’s success text and empties the form', async () => {
    server(200, { ResponseCode: 0, ResponseMessage: 'Password modificata', ResponseData: null });
    fillAndSend();
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: 'Operazione conclusa', text: 'Password modificata', tone: 'success' });
    expect((screen.getByLabelText('Password attuale') as HTMLInputElement).value).toBe('');
  });
});
