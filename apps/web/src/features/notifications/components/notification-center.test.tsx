// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TUserData } from '@betsite/contract/session';
import type { PushHandlers } from '../lib/push-stream.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useNotifications } from '../store.ts';
import { NotificationCenter } from './notification-center.tsx';

const listed = {
  Id: 41,
  Title: 'Ricarica non riuscita',
  Body: 'La ricarica di 50,00 € non è andata a buon fine.',
  ParamsObj: {},
  IsRead: false,
  Archived: false,
  InsDate: '2026-12-07T18:00:00Z',
  Type: { Id: 1, Type: 'Avviso' },
};
let stream: PushHandlers | null = null;
vi.mock('../lib/push-stream.ts', () => ({
  openPushStream: (_url: string, _token: unknown, h: PushHandlers) => {
    stream = h;
    return () => undefined;
  },
}));
vi.mock('../api/notification-calls.ts', () => ({ getNotify: vi.fn(() => Promise.resolve([listed])) }));
vi.mock('../api/notification-changes.ts', () => ({ setNotifyRead: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  cleanup();
  useSession.setState({ token: null, user: null });
  stream = null;
});

describe('the notification center', () => {
  it('a push of a notification the list already holds (it came late) opens no popup; a new one does', async () => {
    useSession.setState({ token: 't', user: { username: 'mario' } as TUserData });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NotificationCenter />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(useNotifications.getState().items.map((n) => n.Id)).toEqual([41]));
    act(() => stream!.onOpen('{}'));
    act(() => stream!.onEvent('notify', JSON.stringify(listed)));
    expect(useNotifications.getState().popup).toBeNull();
    const fresh = { ...listed, Id: 42, Title: 'Bonus accreditato' };
    act(() => stream!.onEvent('notify', JSON.stringify(fresh)));
    expect(useNotifications.getState().popup?.notification.Id).toBe(42);
  });
});
