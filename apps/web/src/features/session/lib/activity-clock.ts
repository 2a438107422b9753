import { read, write } from '../../../lib/storage.ts';

/** The inputs that count as the player's activity (document 1 §4). */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const KEY = 'bs.lastActivity';
/** The stored time is rewritten at most this often: pointer moves fire hundreds of times a second. */
const WRITE_EVERY_MS = 1_000;

/**
 * The player's last activity, shared by the tabs of one session: idle is measured from the last
 * activity in any tab (document 1 §4). Each tab records its own inputs and writes the time, with the
 * session it belongs to, to the storage the session lives in ('Ricordami': localStorage, shared by
 * every tab). A tab reads it back before it warns or logs out, so a message from another tab that
 * arrives late (a busy machine) or not at all (a tab whose app has not drawn yet) cannot log out a
 * player who is active elsewhere.
 */
export class ActivityClock {
  private last: number;
  private lastWritten = Number.NEGATIVE_INFINITY;
  private held = false;

  constructor(
    private readonly area: () => Storage | undefined,
    private readonly now: () => number,
    /** The page's load: opening a page is activity. */
    startedAt: number,
  ) {
    this.last = startedAt;
  }

  /**
   * An input in this tab, for the session `betsession` (null: nobody logged in yet). Ignored while
   * held: during the idle warning only 'Rinnovo' keeps the session.
   * Returns whether it counted.
   */
  input(betsession: string | null): boolean {
    if (this.held) return false;
    this.mark(this.now(), betsession);
    return true;
  }

  /** Activity at `at` that counts even during the warning ('Rinnovo'), or seen in another tab; `flush` writes it at once. */
  mark(at: number, betsession: string | null, { flush = false } = {}): void {
    this.last = Math.max(this.last, at);
    if (!betsession || (!flush && this.last - this.lastWritten < WRITE_EVERY_MS)) return;
    this.lastWritten = this.last;
    const stored = this.stored(betsession);
    if (stored === null || stored < this.last) write(KEY, `${betsession} ${this.last}`, this.area());
  }

  /** The idle warning shows in this tab: inputs stop counting until it ends. */
  hold(on: boolean): void {
    this.held = on;
  }

  /** The last activity of `betsession` in any tab: this tab's own, or the stored one when later. */
  lastActivity(betsession: string): number {
    return Math.max(this.last, this.stored(betsession) ?? Number.NEGATIVE_INFINITY);
  }

  private stored(betsession: string): number | null {
    const raw = read(KEY, this.area());
    const [session, at] = raw?.split(' ') ?? [];
    const time = Number(at);
    return session === betsession && Number.isFinite(time) ? time : null;
  }
}
