import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bo from '@betsite/contract/calls/backoffice';
import { ApiError } from '../../../lib/api.ts';
import { BadAnswer, Refusal } from '../../../lib/call-api.ts';
import { boCallAnswer, boCallApi, boCallResult } from './client.ts';
import { useBackofficeSession } from './session.ts';

const operator = { id: 9, username: 'op', nome: 'O', cognome: 'P', roles: ['admin'], permissions: ['dashboard.read'] };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A token as the server signs it: only its `iat` is read here (the renewal after 5 minutes). */
const tokenIssued = (secondsAgo: number) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ iat: Math.floor(Date.now() / 1000) - secondsAgo })}.sig`;
};
const signIn = (token: string) => useBackofficeSession.getState().signIn({ token, betsession: 'bs-1', operator });
const sent = (fetch: ReturnType<typeof vi.fn>, i = 0) => {
  const [url, init] = fetch.mock.calls[i] as unknown as [string, RequestInit];
  return { url, init, auth: (init.headers as Record<string, string>).authorization };
};

describe("the back office's call client", () => {
  beforeEach(() => {
    vi.stubGlobal('location', { origin: 'http://localhost' });
    useBackofficeSession.getState().end();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the back-office token, fills the path's parameters and gives the data", async () => {
    signIn(tokenIssued(10));
    const player = { ResponseCode: 0, ResponseMessage: null, ResponseData: null };
    const fetch = vi.fn(async () => json({ ...player, ResponseMessage: 'Nota salvata' }));
    vi.stubGlobal('fetch', fetch);
    await expect(boCallAnswer(bo.PlayerNotes, { params: { id: 7 }, body: { testo: 'ciao' } })).resolves.toEqual({ data: null, message: 'Nota salvata' });
    const { url, init, auth } = sent(fetch);
    expect(url).toBe('/api/Backoffice/Players/7/Notes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ testo: 'ciao' });
    expect(auth).toBe(`Bearer ${useBackofficeSession.getState().session!.token}`);
  });

  it('an answer outside the definition is a BadAnswer with the generic Italian error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(tokenIssued(10));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ResponseCode: 0, ResponseMessage: null, ResponseData: { oggi: 'nulla' } })),
    );
    const err = await boCallApi(bo.Dashboard).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadAnswer);
    expect((err as Error).message).toMatch(/Si è verificato un errore imprevisto/);
  });

  it("a business refusal is a typed Refusal with the server's text (thrown, or as a value)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ResponseCode: -1, ResponseMessage: 'Credenziali non valide', ResponseData: null })),
    );
    const body = { username: 'op', password: 'x', codice: '123456' };
    const err = await boCallApi(bo.Login, { body }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Refusal);
    expect(err).toMatchObject({ code: -1, message: 'Credenziali non valide' });
    await expect(boCallResult(bo.Login, { body })).resolves.toMatchObject({ ok: false, refusal: { code: -1, message: 'Credenziali non valide' } });
  });

  it('a 401 ends the back-office session (idle timeout, revocation); the login’s own 401 does not', async () => {
    signIn(tokenIssued(10));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ResponseCode: -401, ResponseMessage: 'Sessione scaduta', ResponseData: null }, 401)),
    );
    const err = await boCallApi(bo.Dashboard).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, message: 'Sessione scaduta' });
    expect(useBackofficeSession.getState().session).toBeNull();
    expect(useBackofficeSession.getState().endedReason).toBe('Sessione scaduta per inattività: accedi di nuovo.');

    signIn(tokenIssued(10));
    await expect(boCallApi(bo.Login, { body: { username: 'op', password: 'x', codice: '123456' } })).rejects.toBeInstanceOf(ApiError);
    expect(useBackofficeSession.getState().session).not.toBeNull();
  });

  it('renews a token older than 5 minutes before the call, and sends the new one', async () => {
    signIn(tokenIssued(400));
    const fresh = tokenIssued(0);
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/Account/RefreshToken')
        ? json({ ResponseCode: 0, ResponseMessage: null, ResponseData: { Token: fresh } })
        : json({ ResponseCode: 0, ResponseMessage: null, ResponseData: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(boCallApi(bo.AdminMessages)).resolves.toEqual([]);
    expect(sent(fetch, 0).url).toBe('/api/Account/RefreshToken?betsession=bs-1');
    expect(sent(fetch, 1)).toMatchObject({ url: '/api/Environment/Admin/Messages', auth: `Bearer ${fresh}` });
    expect(useBackofficeSession.getState().session!.token).toBe(fresh);
  });
});
