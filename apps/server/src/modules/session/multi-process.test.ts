import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../test-support.ts';
import { DEMO_PASSWORD } from '../../demo/users.ts';
import { accountId, postTransfer } from '../wallet/ledger.ts';

// Two server processes on one PostgreSQL: a logout or a money movement on one is seen by the other
// at once, although each keeps per-process caches of sessions and balances.
// Tagged postgres-race: skipped on PGlite (one process, one connection), required on PostgreSQL.
describe('several server processes on one PostgreSQL', { tags: ['postgres-race'] }, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createPeerApp(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('a token revoked on one process gets 401 on the other', async () => {
    const login = (
      await a.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demouser1', password: DEMO_PASSWORD } })
    ).json();
    const headers = { authorization: `Bearer ${login.ResponseData.Token}` };
    expect((await b.app.inject({ url: '/api/Account/EL_RefreshBalance', headers })).statusCode).toBe(200);
    await a.app.inject({ url: `/api/Account/LogoutUser?betsession=${login.ResponseData.UserData.betsession}`, headers });
    expect(await waitFor(async () => (await b.app.inject({ url: '/api/Account/EL_RefreshBalance', headers })).statusCode === 401)).toBe(true);
  });

  it('a balance change committed through one process shows on the other', async () => {
    const login = (
      await a.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demo2fa01', password: DEMO_PASSWORD } })
    ).json();
    expect(login.ResponseCode).toBe(-3334);
    const user = (await a.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demouser1', password: DEMO_PASSWORD } })).json();
    const headers = { authorization: `Bearer ${user.ResponseData.Token}` };
    const before = (await b.app.inject({ url: '/api/Account/EL_RefreshBalance', headers })).json();
    await a.database.db.transaction(async (tx) => {
      const house = await accountId(tx, 'house');
      const cash = await accountId(tx, 'player_cash', 1);
      await postTransfer(tx, {
        key: 'test:mp:1',
        kind: 'adjustment',
        userId: 1,
        legs: [
          { accountId: house, amount: -1234 },
          { accountId: cash, amount: 1234 },
        ],
      });
    });
    expect(await waitFor(async () => (await b.app.inject({ url: '/api/Account/EL_RefreshBalance', headers })).json().saldo === before.saldo + 1234)).toBe(true);
  });
});
