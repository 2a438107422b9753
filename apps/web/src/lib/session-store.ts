import { create } from 'zustand';
import type { TClientSettings, TUserData } from '@betsite/contract/session';
import { read, write } from './storage.ts';

const TOKEN_KEY = 'bs.token';
const SESSION_KEY = 'bs.betsession';
const REMEMBER_KEY = 'bs.remember';
export const DEVICE_KEY = 'bs.deviceToken';
const USERNAME_KEY = 'bs.username';

/** Where the token lives: localStorage with 'Ricordami', otherwise only for this tab. */
const area = (remember: boolean) => (remember ? globalThis.localStorage : globalThis.sessionStorage);

export interface SessionState {
  token: string | null;
  betsession: string | null;
  user: TUserData | null;
  clientSettings: TClientSettings | null;
  remember: boolean;
  /** True once the stored token has been checked with the server at start-up. */
  ready: boolean;
  /** Set when a session ends for a reason the player must read (renewal failure, idle timeout). */
  endedMessage: string | null;
  /** True when the session ended because another tab logged out: account pages then lead to the home page, not the login form. */
  endedElsewhere: boolean;
  setLogin(p: { token: string; user: TUserData; clientSettings: TClientSettings | null; remember: boolean }): void;
  setToken(token: string): void;
  /**
   * Takes the token another tab of this session stored after renewing it (tabs with 'Ricordami'
   * share one session, and a renewal replaces the token): true when this tab now holds a newer one.
   */
  adoptStoredToken(): boolean;
  updateUser(patch: Partial<TUserData>): void;
  clear(message?: string | null, opts?: { elsewhere?: boolean }): void;
  setReady(): void;
  dismissEndedMessage(): void;
}

/**
 * The store starts as the server renders it, a visitor's (no token): React hydrates the server's
 * markup with this initial state (zustand's server snapshot), then renders again with the stored
 * session read below.
 */
export const useSession = create<SessionState>((set, get) => ({
  token: null,
  betsession: null,
  user: null,
  clientSettings: null,
  remember: false,
  ready: false,
  endedMessage: null,
  endedElsewhere: false,
  setLogin({ token, user, clientSettings, remember }) {
    write(REMEMBER_KEY, remember ? '1' : null);
    write(TOKEN_KEY, token, area(remember));
    write(SESSION_KEY, user.betsession, area(remember));
    write(USERNAME_KEY, remember ? user.username : null);
    set({ token, betsession: user.betsession, user, clientSettings, remember, ready: true, endedMessage: null, endedElsewhere: false });
  },
  setToken(token) {
    write(TOKEN_KEY, token, area(get().remember));
    set({ token });
  },
  adoptStoredToken() {
    const { token, betsession, remember } = get();
    const stored = read(TOKEN_KEY, area(remember));
    if (!token || !stored || stored === token || read(SESSION_KEY, area(remember)) !== betsession) return false;
    set({ token: stored });
    return true;
  },
  updateUser(patch) {
    const user = get().user;
    if (user) set({ user: { ...user, ...patch } });
  },
  clear(message = null, { elsewhere = false } = {}) {
    for (const a of [globalThis.localStorage, globalThis.sessionStorage]) {
      write(TOKEN_KEY, null, a);
      write(SESSION_KEY, null, a);
    }
    set({ token: null, betsession: null, user: null, clientSettings: null, endedMessage: message, endedElsewhere: elsewhere });
  },
  setReady() {
    set({ ready: true });
  },
  dismissEndedMessage() {
    set({ endedMessage: null });
  },
}));

if (typeof window !== 'undefined') {
  const remember = read(REMEMBER_KEY) === '1';
  useSession.setState({ token: read(TOKEN_KEY, area(remember)), betsession: read(SESSION_KEY, area(remember)), remember });
}

/** The storage this tab's session lives in: shared by every tab with 'Ricordami', this tab's own without. */
export const sessionStorageArea = (): Storage | undefined => area(useSession.getState().remember);

// Another tab renewed the shared session: this tab sends the new token from now on (the old one stopped working).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY && e.newValue && e.storageArea === globalThis.localStorage) useSession.getState().adoptStoredToken();
  });

/**
 * How long a tab waits for the shared storage to show another tab's renewal. Browsers copy
 * localStorage between tabs asynchronously: a tab that takes the renewal lock right after another
 * tab released it can still read the token that renewal replaced, and its copy catches up a moment
 * later (the 'storage' event). Long enough for a loaded machine, short enough that a session really
 * ended is told to the player at once.
 */
export const STORED_TOKEN_SETTLE_MS = 3_000;

/**
 * After the server refused `refused`: true when this tab now holds a newer token of the same
 * session, taken from the shared storage at once or when another tab's renewal reaches this tab
 * (within `settleMs`). False when the session is over: no newer token came, another tab removed it,
 * or the session is this tab's alone (no 'Ricordami': nobody else renews it).
 */
export function adoptNewerStoredToken(refused: string, settleMs = STORED_TOKEN_SETTLE_MS): Promise<boolean> {
  const holdsNewer = () => {
    const s = useSession.getState();
    return (s.token !== null && s.token !== refused) || s.adoptStoredToken();
  };
  if (holdsNewer()) return Promise.resolve(true);
  if (!useSession.getState().remember || typeof window === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (answer: boolean) => {
      window.removeEventListener('storage', listener);
      window.clearTimeout(timer);
      resolve(answer);
    };
    const listener = (e: StorageEvent) => {
      if (e.key !== TOKEN_KEY || e.storageArea !== globalThis.localStorage) return;
      if (e.newValue === null) finish(false);
      else if (holdsNewer()) finish(true);
    };
    window.addEventListener('storage', listener);
    const timer = window.setTimeout(() => finish(holdsNewer()), settleMs);
  });
}

/**
 * Ends this tab's session after the server refused its token for good. When the shared ('Ricordami')
 * session's token is gone from the storage, another tab logged out and this refusal is that logout
 * reaching this tab before the tabs' message did: it ends the same way, without a message, and an
 * account page leads to the home page rather than the login form. Otherwise the player reads `message`.
 */
export function endRefusedSession(message: string): void {
  const s = useSession.getState();
  const loggedOutElsewhere = s.remember && read(TOKEN_KEY, globalThis.localStorage) === null;
  s.clear(loggedOutElsewhere ? null : message, { elsewhere: loggedOutElsewhere });
}

/**
 * Calls `handler` when another tab removes the shared ('Ricordami') session's token: that tab logged
 * out. The shared storage is the second way the news arrives, beside the tabs' message, which a
 * tab can miss (busy, or subscribing again at that moment). Returns the unsubscribe.
 */
export function onSharedTokenRemoved(handler: () => void): () => void {
  const listener = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY && e.newValue === null && e.storageArea === globalThis.localStorage) handler();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export const rememberedUsername = () => read(USERNAME_KEY) ?? '';
export const storedDeviceToken = () => read(DEVICE_KEY);
export const storeDeviceToken = (t: string) => write(DEVICE_KEY, t);

export const useIsLoggedIn = () => useSession((s) => s.user !== null && s.token !== null);
