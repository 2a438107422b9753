// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSessionCheck } from './session-bootstrap.tsx';
import { useSession } from '../../../lib/session-store.ts';

afterEach(() => vi.unstubAllGlobals());

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('start-up session check', () => {
  it('an expired stored token is not a login: cleared without asking the server', async () => {
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const expired = `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) - 5 })}.sig`;
    localStorage.setItem('bs.token', expired);
    useSession.setState({ token: expired, ready: false });
    await beginSessionCheck();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, ready: true });
    expect(localStorage.getItem('bs.token')).toBeNull();
  });
});
