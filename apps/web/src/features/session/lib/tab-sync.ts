/**
 * What one browser tab tells the others about a session they share ('Ricordami' keeps the token in
 * localStorage, so every tab of the site is the same session): activity in any tab keeps the whole
 * session alive, renewing from the idle warning in one tab dismisses it everywhere, and logging out
 * in one tab logs out all of them. Messages name their session, so a tab signed in as someone else
 * (a tab-only login) ignores them.
 */
export type TabMessage =
  | { type: 'activity'; betsession: string; at: number }
  | { type: 'renewed'; betsession: string; at: number }
  | { type: 'logout'; betsession: string; message: string | null };

export type TabMessageHandler = (m: TabMessage) => void;

interface Channel {
  postMessage(m: TabMessage): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<TabMessage>) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

const CHANNEL_NAME = 'bs.session';
/** Activity is announced at most this often: pointer moves fire hundreds of times a second. */
const ACTIVITY_EVERY_MS = 2_000;

export class TabSync {
  private readonly channel: Channel | null;
  private lastActivitySent = Number.NEGATIVE_INFINITY;

  constructor(
    channel: Channel | null = typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(CHANNEL_NAME) as Channel),
    private readonly now: () => number = Date.now,
  ) {
    this.channel = channel;
  }

  activity(betsession: string): void {
    const at = this.now();
    if (at - this.lastActivitySent < ACTIVITY_EVERY_MS) return;
    this.lastActivitySent = at;
    this.post({ type: 'activity', betsession, at });
  }

  renewed(betsession: string): void {
    this.post({ type: 'renewed', betsession, at: this.now() });
  }

  loggedOut(betsession: string, message: string | null): void {
    this.post({ type: 'logout', betsession, message });
  }

  /** Messages from the other tabs about `betsession` only; returns the unsubscribe. */
  subscribe(betsession: string, handler: TabMessageHandler): () => void {
    if (!this.channel) return () => undefined;
    const listener = (e: MessageEvent<TabMessage>) => {
      if (e.data && e.data.betsession === betsession) handler(e.data);
    };
    this.channel.addEventListener('message', listener);
    return () => this.channel?.removeEventListener('message', listener);
  }

  close(): void {
    this.channel?.close();
  }

  private post(m: TabMessage): void {
    try {
      this.channel?.postMessage(m);
    } catch {
      // A closed channel (the tab is unloading) has nobody left to tell.
    }
  }
}

let shared: TabSync | null = null;
/** The page's one channel to its sibling tabs, opened on first use. */
export const sessionTabs = (): TabSync => (shared ??= new TabSync());
