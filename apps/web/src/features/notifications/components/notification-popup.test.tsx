// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TNotification } from '@betsite/contract/notifications';
import { useNotifications } from '../store.ts';
import { NotificationPopup } from './notification-popup.tsx';

vi.mock('../api/notification-changes.ts', () => ({ setNotifyRead: vi.fn(() => Promise.resolve()) }));

const notification = { Id: 7, Title: 'Nuovo torneo', Body: 'Partecipa stasera.', IsRead: false, Archived: false, Type: { Id: 1 } } as unknown as TNotification;

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MemoryRouter>
      <NotificationPopup />
    </MemoryRouter>,
  );
  act(() => useNotifications.getState().showPopup(notification, Date.now()));
});
afterEach(() => {
  cleanup();
  act(() => useNotifications.getState().closePopup());
  vi.useRealTimers();
});

const shown = () => screen.queryByTestId('notify-popup') !== null;
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the notification popup (document 1 §9: closes by itself after 5 s)', () => {
  it('closes by itself 5 s after it appears', () => {
    wait(4_999);
    expect(shown()).toBe(true);
    wait(1);
    expect(shown()).toBe(false);
  });

  it('stays while the pointer is on it, and closes 5 s after the pointer leaves', () => {
    wait(4_000);
    fireEvent.pointerEnter(screen.getByTestId('notify-popup'));
    wait(30_000);
    expect(shown()).toBe(true);
    fireEvent.pointerLeave(screen.getByTestId('notify-popup'));
    wait(4_999);
    expect(shown()).toBe(true);
    wait(1);
    expect(shown()).toBe(false);
  });

  it('stays while focus is in it (a keyboard player reaching its close button)', () => {
    fireEvent.focus(screen.getByRole('button', { name: 'Chiudi la notifica' }));
    wait(30_000);
    expect(shown()).toBe(true);
    fireEvent.blur(screen.getByRole('button', { name: 'Chiudi la notifica' }));
    wait(5_000);
    expect(shown()).toBe(false);
  });
});
