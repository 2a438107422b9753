import type { TNotification } from '@betsite/contract/notifications';
import type { Clock } from '../../platform/clock.ts';

/** One open push stream (a logged-in tab). */
export interface PushStream {
  userId: number;
  sessionId: string;
  send(event: string, data: unknown): void;
  close(): void;
}

/** Open streams of one process stay bounded: a player's oldest tab is closed past this many. */
export const MAX_STREAMS_PER_PLAYER = 8;

/**
 * The streams open on this process, by player. The database tells every process about new and
 * changed notifications (NOTIFY notification_changed) and revoked sessions (NOTIFY
 * session_revoked); the hub forwards each to the streams it concerns.
 */
export class PushHub {
  private readonly byUser = new Map<number, Set<PushStream>>();

  constructor(
    private readonly load: (userId: number, id: number) => Promise<TNotification | null>,
    private readonly clock: Clock,
  ) {}

  add(s: PushStream): void {
    let set = this.byUser.get(s.userId);
    if (!set) this.byUser.set(s.userId, (set = new Set()));
    set.add(s);
    if (set.size > MAX_STREAMS_PER_PLAYER) {
      const oldest = set.values().next().value;
      if (oldest) this.remove(oldest, true);
    }
  }

  remove(s: PushStream, close = false): void {
    const set = this.byUser.get(s.userId);
    if (!set?.delete(s)) return;
    if (set.size === 0) this.byUser.delete(s.userId);
    if (close) s.close();
  }

  count(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  streams(): PushStream[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Payload 'new:<user>:<id>' or 'sync:<user>' (migration 0008). */
  onNotify = (payload: string): void => {
    const [kind, user, id] = payload.split(':');
    const userId = Number(user);
    const set = this.byUser.get(userId);
    if (!set?.size) return;
    if (kind === 'sync') {
      for (const s of set) s.send('sync', { at: this.clock.now().toISOString() });
      return;
    }
    if (kind === 'new' && id) {
      this.load(userId, Number(id))
        .then((n) => {
          if (!n) return;
          for (const s of this.byUser.get(userId) ?? []) s.send('notify', n);
        })
        .catch(() => undefined);
    }
  };

  /** NOTIFY session_revoked: logout, a login elsewhere, failed renewal, idle timeout. */
  onSessionRevoked = (sessionId: string): void => {
    for (const s of this.streams()) if (s.sessionId === sessionId) this.remove(s, true);
  };

  closeAll(): void {
    for (const s of this.streams()) this.remove(s, true);
  }
}
