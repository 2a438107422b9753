/**
 * What the start-up needs of the server messages before the app draws a server-drawn page: the
 * visitors' messages came with the page, and whether one is due here decides whether the app starts
 * at once (to show it) or at the first input. Apart from index.ts: the popup and banner stay lazy.
 */
import type { TServerMessage } from '@betsite/contract/server-messages';
import { pick } from './lib/message-rules.ts';
import { useServerMessages } from './store.ts';

export { getMessages } from './api/get-messages.ts';

/**
 * Keeps the messages that came with a server-drawn page (the visitors', or the players' on a page
 * drawn for a player: no call for them at the start) and says whether this browser is still to see
 * one on `pathname`: within its view cap and not yet shown in this session (both kept locally, which
 * the server cannot know).
 */
export function takeDrawnMessages({ trigger, list }: { trigger: number; list: TServerMessage[] }, pathname: string): boolean {
  useServerMessages.setState((s) => ({ cache: { ...s.cache, [trigger]: { at: Date.now(), list } } }));
  const { views, shown } = useServerMessages.getState();
  const due = pick(list, pathname, views, new Set(shown));
  return Boolean(due.popup ?? due.banner);
}
