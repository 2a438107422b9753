// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { documentBlobUrl } from './profile-calls.ts';

afterEach(() => vi.unstubAllGlobals());

const bearers = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((c) => ((c[1] as RequestInit).headers as Record<string, string>).authorization);

describe("the document image's request (sent without api: the bearer on a blob)", () => {
  it('answers a 401 as every call does: sent again with the token a renewal put in place', async () => {
    useSession.setState({ token: 'T1' });
    const onUnauthorized = vi.fn(async () => {
      useSession.setState({ token: 'T2' });
      return true;
    });
    configureApi({ getToken: () => useSession.getState().token, onUnauthorized });
    const spy = vi.fn(async (_u: string, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer T1' ? new Response('{}', { status: 401 }) : new Response(new Blob(['img'])),
    );
    vi.stubGlobal('fetch', spy);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:doc' }));
    expect(await documentBlobUrl(7)).toBe('blob:doc');
    expect(onUnauthorized).toHaveBeenCalledWith('T1');
    expect(bearers(spy)).toEqual(['Bearer T1', 'Bearer T2']);
  });

  it('a 401 for a session really over is an error, sent once', async () => {
    useSession.setState({ token: 'T1' });
    configureApi({ getToken: () => useSession.getState().token, onUnauthorized: async () => false });
    const spy = vi.fn(async () => new Response(JSON.stringify({ ResponseMessage: 'Sessione non valida' }), { status: 401 }));
    vi.stubGlobal('fetch', spy);
    await expect(documentBlobUrl(7)).rejects.toMatchObject({ status: 401 });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
