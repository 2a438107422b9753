import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The site-wide modals take turns: at most one is on screen, and when several want the screen the
 * first of this list wins. The idle countdown is urgent (the session ends with it); a notice that
 * follows an action (login notices, errors) comes next, then the reality check ('promemoria di
 * sessione'); 'Stato conto' waits for them. A page that
 * is itself the answer to the status checks (the registration 'Complimenti!' page) holds the
 * status modal back while it is on screen.
 */
export const MODAL_ORDER = ['idle-warning', 'notice', 'reality-check', 'page-hold', 'account-status'] as const;
export type ModalSlot = (typeof MODAL_ORDER)[number];

interface QueueState {
  waiting: ModalSlot[];
  want(slot: ModalSlot, on: boolean): void;
}

export const useModalQueue = create<QueueState>((set) => ({
  waiting: [],
  want: (slot, on) =>
    set((s) => {
      const has = s.waiting.includes(slot);
      if (on === has) return s;
      const waiting = on ? [...s.waiting, slot] : s.waiting.filter((w) => w !== slot);
      return { waiting: MODAL_ORDER.filter((m) => waiting.includes(m)) };
    }),
}));

/** Asks for the screen while `wants` is true; answers whether it is this slot's turn. */
export function useModalTurn(slot: ModalSlot, wants: boolean): boolean {
  const want = useModalQueue((s) => s.want);
  const first = useModalQueue((s) => s.waiting[0]);
  useEffect(() => {
    want(slot, wants);
    return () => want(slot, false);
  }, [slot, wants, want]);
  return wants && first === slot;
}
