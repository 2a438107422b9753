// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useDialogs } from '../../../ui/dialogs.tsx';
import MigrationPage from './migration-page.tsx';

/**
 * Issue 37's pattern on one form: the call defined in the contract, its refusal unwrapped once into
 * a typed Refusal, and the form's one onError (formOnError) putting field errors under their fields
 * and anything else in the dialog.
 */
beforeAll(async () => {
  // The form's schema, loaded on its first check, loaded ahead (a busy machine's first import is slow).
  await Promise.all([import('@betsite/contract/migration'), import('@hookform/resolvers/zod')]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useDialogs.setState({ queue: [] });
});

function answer(body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function fillAndSend() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/account/migration?cf=RSSMRA85T10A562S&inv=INV-123&username=mario1985']}>
        <MigrationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Password', 'Segreta123');
  type('Ripeti password', 'Segreta123');
  fireEvent.change(screen.getByLabelText('Domanda'), { target: { value: '3' } });
  type('Risposta', 'Titanic');
  type('Ripeti risposta', 'Titanic');
  fireEvent.click(screen.getByRole('button', { name: 'Seleziona tutti' }));
  fireEvent.click(screen.getByRole('button', { name: 'Migra il conto' }));
}

describe('migration form: one onError for every failure', { timeout: 30_000 }, () => {
  it('a refusal with field errors lands under its field, and no dialog opens', async () => {
    const sent = answer({
      ResponseCode: -1,
      ResponseMessage: 'Dati non validi',
      ResponseData: null,
      errors: [{ field: 'inv', message: 'Codice invito scaduto' }],
    });
    fillAndSend();
    expect(await screen.findByText('Codice invito scaduto', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByLabelText('Codice invito').getAttribute('aria-invalid')).toBe('true');
    expect(useDialogs.getState().queue).toEqual([]);
    expect(sent[0]).toMatchObject({
      codiceFiscale: 'RSSMRA85T10A562S',
      inv: 'INV-123',
      username: 'mario1985',
      securityQuestion: 3,
      recaptcha: 'sandbox:migrate_user',
    });
    expect(sent[0]).not.toHaveProperty('securityAnswerConfirm');
  });

  it('a taken username (-3) goes under the username', async () => {
    answer({ ResponseCode: -3, ResponseMessage: 'Username già in uso', ResponseData: null });
    fillAndSend();
    expect(await screen.findByText('Username già in uso', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(useDialogs.getState().queue).toEqual([]);
  });

  it('a refusal without field errors lands in the dialog, with its code', async () => {
    answer({ ResponseCode: -2, ResponseMessage: 'Il conto è già stato migrato', ResponseData: null });
    fillAndSend();
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1), { timeout: 15_000 });
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: 'Si è verificato un errore', text: '-2 - Il conto è già stato migrato', tone: 'error' });
  });

  it('an answer outside the definition is the generic error in the dialog, not a crash', async () => {
    answer({ ResponseCode: 0, ResponseMessage: null, ResponseData: { username: 42 } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fillAndSend();
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1), { timeout: 15_000 });
    expect(useDialogs.getState().queue[0]?.title).toBe('Si è verificato un errore');
    expect(screen.queryByText('@42')).toBeNull();
  });

  it('success shows the new nickname', async () => {
    answer({ ResponseCode: 0, ResponseMessage: null, ResponseData: { username: 'mario1985', numeroContratto: 'C-1' } });
    window.scrollTo = () => {};
    fillAndSend();
    expect(await screen.findByText('@mario1985', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
