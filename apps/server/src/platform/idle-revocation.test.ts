import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../demo/users.ts';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';

// The end-to-end idle test's timings: idle 2 s + timeout 6 s, warning 4 s, keep-alive every 3 s.
const SHORT = { IDLE_SECONDS: 2, IDLE_TIMEOUT_SECONDS: 6, IDLE_WARNING_SECONDS: 4, IDLE_PING_SECONDS: 3, sessionIdleSeconds: 8 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SHORT);
});
afterAll(async () => t?.close());

describe(`idle revocation follows the client's idle rule (${dbLabel()})`, () => {
  it("never revokes a session whose tabs keep calling within the window, even one shorter than the server's touch interval", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/Account/LoginUser2FA', payload: { username: 'demouser1', password: DEMO_PASSWORD } });
    const token = login.json().ResponseData.Token as string;
    const balance = () => t.app.inject({ url: '/api/Account/EL_RefreshBalance', headers: { authorization: `Bearer ${token}` } });
    // A player active for a minute: the client's keep-alive (or any call) every 3 s.
    for (let s = 0; s < 60; s += SHORT.IDLE_PING_SECONDS) {
      t.clock.advance(SHORT.IDLE_PING_SECONDS * 1000);
      expect((await balance()).statusCode).toBe(200);
    }
    // Silent for longer than idle + timeout: the client has logged out by now, and the server agrees.
    t.clock.advance((SHORT.sessionIdleSeconds + 1) * 1000);
    expect((await balance()).statusCode).toBe(401);
  });
});

describe('idle timings that would revoke an active player are refused at start', () => {
  const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', ...extra }) as NodeJS.ProcessEnv;
  it('refuses a keep-alive slower than the time before the warning', () => {
    expect(() => loadConfig(env({ IDLE_SECONDS: '2', IDLE_TIMEOUT_SECONDS: '6', IDLE_WARNING_SECONDS: '4', IDLE_PING_SECONDS: '300' }))).toThrow(
      /IDLE_PING_SECONDS/,
    );
  });
  it('refuses a server idle window shorter than the client one', () => {
    expect(() => loadConfig(env({ SESSION_IDLE_SECONDS: '60' }))).toThrow(/SESSION_IDLE_SECONDS/);
  });
  it('accepts the specification timings', () => {
    expect(loadConfig(env({})).sessionIdleSeconds).toBe(1800);
  });
});
