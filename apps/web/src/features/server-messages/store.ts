import { create } from 'zustand';
import { MESSAGE_CACHE_MS, MESSAGE_TRIGGER } from '@betsite/contract/server-message-rules';
import type { TServerMessage } from '@betsite/contract/server-messages';
import { read, write } from '../../lib/storage.ts';
import { getMessages } from './api/get-messages.ts';
import { countView, onPage, type MessageView } from './lib/message-rules.ts';

const VIEWS_KEY = 'bs.serverMessages';
const SHOWN_KEY = 'bs.serverMessagesShown';
/** The before-logout messages, carried over the page load that follows a logout (sessionStorage). */
const AFTER_LOGOUT_KEY = 'bs.serverMessagesAfterLogout';

const parse = <T>(raw: string | null, fallback: T): T => {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};

interface ServerMessagesState {
  /** Per trigger and page (`messagesKey`): the list and when it was fetched (refetched after 15 minutes). */
  cache: Partial<Record<string, { at: number; list: TServerMessage[] }>>;
  /** ViewCount and InsDate per message, kept in this browser (localStorage). */
  views: MessageView[];
  /** Messages already shown in this browser session (sessionStorage): once per session. */
  shown: number[];
  /** Trigger-3 messages fetched just before logging out, shown once the player is out. */
  afterLogout: TServerMessage[];
  /** The page the player was on (trigger-3 messages are matched against it). */
  lastPage: string;
  ensure(trigger: number, page: string): Promise<void>;
  recordView(id: number): void;
  setLastPage(path: string): void;
  takeAfterLogout(id: number): void;
}

/** The before-logout messages the logout left for this page load, taken once (a reload does not bring them back). */
function takeCarriedAfterLogout(): TServerMessage[] {
  const list = parse<unknown>(read(AFTER_LOGOUT_KEY, globalThis.sessionStorage), []);
  write(AFTER_LOGOUT_KEY, null, globalThis.sessionStorage);
  return Array.isArray(list) ? (list as TServerMessage[]) : [];
}

/** The cache key of a trigger's messages for one page. */
export const messagesKey = (trigger: number, page: string) => `${trigger} ${page}`;

export const useServerMessages = create<ServerMessagesState>((set, get) => ({
  cache: {},
  views: parse<MessageView[]>(read(VIEWS_KEY), []),
  shown: parse<number[]>(read(SHOWN_KEY, globalThis.sessionStorage), []),
  afterLogout: takeCarriedAfterLogout(),
  lastPage: '/',
  async ensure(trigger, page) {
    const key = messagesKey(trigger, page);
    const hit = get().cache[key];
    if (hit && Date.now() - hit.at < MESSAGE_CACHE_MS) return;
    try {
      const list = await getMessages(trigger, page);
      set((s) => ({ cache: { ...s.cache, [key]: { at: Date.now(), list } } }));
    } catch {
      /* messages are optional: nothing shown */
    }
  },
  recordView(id) {
    const views = countView(get().views, id, new Date());
    const shown = [...get().shown, id];
    write(VIEWS_KEY, JSON.stringify(views));
    write(SHOWN_KEY, JSON.stringify(shown), globalThis.sessionStorage);
    set({ views, shown });
  },
  setLastPage: (path) => set({ lastPage: path }),
  takeAfterLogout: (id) => set((s) => ({ afterLogout: s.afterLogout.filter((m) => m.Id !== id) })),
}));

/**
 * Called by the logout flow while the token is still valid: fetches the 'before logout' messages
 * (trigger 3) for the page the player is leaving; they show once the session is closed.
 */
export async function prepareLogoutMessages(): Promise<void> {
  try {
    const page = useServerMessages.getState().lastPage;
    const list = await getMessages(MESSAGE_TRIGGER.BeforeLogout, page);
    useServerMessages.setState({ afterLogout: list.filter((m) => onPage(m, page)) });
  } catch {
    /* optional */
  }
}

/**
 * Keeps the before-logout messages for the next page load of this tab: the logout page loads the
 * home as a new document (session/routes/logout-page.tsx), which takes them once.
 */
export function carryAfterLogoutOver(): void {
  const { afterLogout } = useServerMessages.getState();
  write(AFTER_LOGOUT_KEY, afterLogout.length ? JSON.stringify(afterLogout) : null, globalThis.sessionStorage);
}
