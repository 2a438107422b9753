import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import type { TOperator } from '@betsite/contract/backoffice';

const KEY = 'bo-session';

interface StoredSession {
  token: string;
  betsession: string;
  operator: TOperator;
}

interface BackofficeSessionState {
  session: StoredSession | null;
  /** Why the operator was sent back to the login (idle timeout, revoked). */
  endedReason: string | null;
  signIn(s: StoredSession): void;
  setToken(token: string): void;
  end(reason?: string | null): void;
}

/**
 * The back-office session, apart from the player's: its own token (sessionStorage, so it dies
 * with the tab and is never shared with the site's tabs), its own operator and permissions.
 */
function load(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  } catch {
    return null;
  }
}

function save(s: StoredSession | null): void {
  try {
    if (s) sessionStorage.setItem(KEY, JSON.stringify(s));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage off (private mode): the session lives in memory only.
  }
}

export const useBackofficeSession = create<BackofficeSessionState>((set, get) => ({
  session: load(),
  endedReason: null,
  signIn(s) {
    save(s);
    set({ session: s, endedReason: null });
  },
  setToken(token) {
    const cur = get().session;
    if (!cur) return;
    const next = { ...cur, token };
    save(next);
    set({ session: next });
  },
  end(reason = null) {
    save(null);
    set({ session: null, endedReason: reason });
  },
}));

/** Seconds since the token was issued (0 when it cannot be read). */
export function tokenAgeSeconds(token: string): number {
  try {
    const { iat } = jwtDecode<{ iat?: number }>(token);
    return iat ? Date.now() / 1000 - iat : 0;
  } catch {
    return 0;
  }
}

export const can = (operator: TOperator | undefined, permission: string) => Boolean(operator?.permissions.includes(permission));
