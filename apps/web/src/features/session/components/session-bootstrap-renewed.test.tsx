// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { beginSessionCheck } from './session-bootstrap.tsx';

afterEach(() => vi.unstubAllGlobals());

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (n: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 900, n })}.sig`;

/** A whole UserData, as CheckAuth's definition checks it (session-check.CheckAuth). */
const userData = {
  saldo: 0,
  prelevabile: 0,
  statoConto: 1,
  cambio_password: false,
  TermsAccepted: true,
  richiedereIsPep: false,
  confirmedMobile: true,
  playerConfirmed: true,
  verifyContacts: false,
  lastMobileVerificationDate: null,
  lastEmailVerificationDate: null,
  esclusione: null,
  oldSessionClosed: false,
  invitation: null,
  username: 'mario',
  email: 'mario@example.com',
  lastLogin: null,
  contratto: 'C1',
  primaRicarica: false,
  betsession: 'bs-1',
  nome: 'Mario',
  cognome: 'Rossi',
  elsession: 'el-1',
  father: null,
  cellulare: '3331234567',
  twoFactor: false,
  depositLimitSet: true,
  isOperator: false,
};

describe('start-up session check of a remembered session', () => {
  it("checks again with the token another tab's renewal stored meanwhile, and neither forgets nor removes the session", async () => {
    const [old, renewed] = [token(1), token(2)];
    localStorage.setItem('bs.remember', '1');
    localStorage.setItem('bs.token', old);
    localStorage.setItem('bs.betsession', 'bs-1');
    useSession.setState({ token: old, betsession: 'bs-1', remember: true, ready: false });
    configureApi({ getToken: () => useSession.getState().token, onUnauthorized: () => false });
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const bearer = (init.headers as Record<string, string>).authorization?.replace('Bearer ', '') ?? '';
        sent.push(bearer);
        if (bearer === old) {
          // The other tab's renewal reaches this tab a moment after the server replaced the token.
          setTimeout(() => {
            localStorage.setItem('bs.token', renewed);
            window.dispatchEvent(new StorageEvent('storage', { key: 'bs.token', newValue: renewed, storageArea: localStorage }));
          }, 10);
          return Response.json({ Success: false, UserData: null, ClientSettings: null, Message: 'Sessione non valida', Token: null });
        }
        return Response.json({ Success: true, UserData: userData, ClientSettings: null, Message: '', Token: renewed });
      }),
    );
    await beginSessionCheck();
    expect(sent).toEqual([old, renewed]);
    expect(useSession.getState()).toMatchObject({ token: renewed, ready: true, user: { username: 'mario' } });
    expect(localStorage.getItem('bs.token')).toBe(renewed);
  });
});
