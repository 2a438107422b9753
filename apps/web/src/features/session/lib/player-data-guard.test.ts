import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUserData } from '@betsite/contract/session';
import { useSession } from '../../../lib/session-store.ts';
import { guardPlayerData } from './player-data-guard.ts';

const player = (username: string) => ({ username }) as TUserData;
const signIn = (username: string) => useSession.setState({ token: `t-${username}`, user: player(username) });
const signOut = () => useSession.setState({ token: null, user: null });
/** A page showing a query already in the cache: an observer, as a mounted `useQuery` holds; returns the leaving. */
const show = (client: QueryClient, key: string) =>
  new QueryObserver(client, { queryKey: [key], queryFn: () => 'da rileggere', staleTime: Infinity }).subscribe(() => undefined);

let uninstall = () => {};
afterEach(() => {
  uninstall();
  signOut();
});

describe("a player's cached data and the next person in the tab", () => {
  it('the session ends: what it loaded goes at once where no page shows it, and when the page showing it is left', () => {
    const client = new QueryClient();
    signIn('mario');
    uninstall = guardPlayerData(client);
    client.setQueryData(['profile.EL_GetAnagrafica'], { nome: 'Mario', codiceFiscale: 'RSSMRA80A01H501U' });
    client.setQueryData(['session.balance'], 100);
    const leave = show(client, 'session.balance');
    signOut();
    expect(client.getQueryData(['profile.EL_GetAnagrafica'])).toBeUndefined();
    // Still on screen for a moment (the page is being left): gone when it is.
    expect(client.getQueryData(['session.balance'])).toBe(100);
    leave();
    expect(client.getQueryData(['session.balance'])).toBeUndefined();
  });

  it('what a visitor loads after the session ended stays cached', async () => {
    const client = new QueryClient();
    signIn('mario');
    uninstall = guardPlayerData(client);
    signOut();
    await new Promise((resolve) => setTimeout(resolve, 2));
    client.setQueryData(['content.GetCmsObject'], 'home');
    const leave = show(client, 'content.GetCmsObject');
    leave();
    expect(client.getQueryData(['content.GetCmsObject'])).toBe('home');
  });

  it('another player signs in: nothing of the last one is left, even what was on screen', () => {
    const client = new QueryClient();
    signIn('mario');
    uninstall = guardPlayerData(client);
    client.setQueryData(['profile.EL_GetAnagrafica'], { nome: 'Mario' });
    signIn('luigi');
    expect(client.getQueryData(['profile.EL_GetAnagrafica'])).toBeUndefined();
  });

  it('the same player signing in again (a renewed token, a new login) keeps the cache', () => {
    const client = new QueryClient();
    signIn('mario');
    uninstall = guardPlayerData(client);
    client.setQueryData(['content.GetCmsObject'], 'home');
    useSession.setState({ token: 't-renewed' });
    expect(client.getQueryData(['content.GetCmsObject'])).toBe('home');
  });
});
