import { PageModule, PageView } from '../../lib/page-module.tsx';
import type * as PlayerShell from './player-shell.tsx';

// One dynamic import shared by the three parts: one chunk, fetched once, and its preload links
// written once (each `import()` call runs Vite's preload helper over the chunk's dependencies).
let shellModule: Promise<typeof PlayerShell> | undefined;
const shell = () => (shellModule ??= import('./player-shell.tsx'));
const badge = new PageModule(() => shell().then((m) => ({ default: m.NotificationBadge })));
const center = new PageModule(() => shell().then((m) => ({ default: m.NotificationCenter })));
const watchers = new PageModule(() => shell().then((m) => ({ default: m.PlayerWatchers })));

/** The header's bell for a logged-in player (an empty bell of the same size while it loads). */
export const NotificationBadge = () => <PageView module={badge} />;
/** The notifications, their push stream and popups: mounted once a player has logged in. */
export const NotificationCenter = () => <PageView module={center} />;
/** Idle warning, reality check and account-status modal: mounted once a player has logged in. */
export const PlayerWatchers = () => <PageView module={watchers} />;

/**
 * The shell's code, loaded before a stored session's first render (main.tsx) so that the count and
 * the alerts are drawn with the page, not in a render of their own after it.
 */
export const loadPlayerShell = (): Promise<unknown> => Promise.all([badge.load(), center.load(), watchers.load()]);
