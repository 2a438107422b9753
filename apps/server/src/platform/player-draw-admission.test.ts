import { describe, expect, it } from 'vitest';
import { API } from '@betsite/contract/api-paths';
import { DRAW_SESSION_COOKIE } from '@betsite/contract/draw-session';
import { playerToken, useTestApp } from '../test-support.ts';
import { PLAYER_DRAWS_PER_MINUTE, playerDrawAdmission } from './player-draw-admission.ts';

const t = useTestApp();

describe("the server's draw of a player's page", () => {
  it('is admitted for a token of ours, within its session’s budget of draws a minute', async () => {
    const admit = playerDrawAdmission(t.deps);
    const first = await playerToken(t, 'demouser1');
    const other = await playerToken(t, 'demobets1');
    for (let n = 1; n <= PLAYER_DRAWS_PER_MINUTE; n++) expect([n, await admit(first)]).toEqual([n, true]);
    expect(await admit(first)).toBe(false);
    // Another session has its own budget; the spent one comes back with the next minute.
    expect(await admit(other)).toBe(true);
    t.clock.advance(60_000);
    expect(await admit(first)).toBe(true);
  });

  it('is refused for a forged, altered or expired token', async () => {
    const admit = playerDrawAdmission(t.deps);
    const token = await playerToken(t, 'demouser1');
    const [head, body, sig] = token.split('.');
    const altered = `${head}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgedBody = Buffer.from(JSON.stringify({ sub: '2', sid: 'x', jti: 'y', exp: 9_999_999_999 })).toString('base64url');
    for (const bad of [altered, `${head}.${forgedBody}.${sig}`, 'eyJhbGciOiJub25lIn0.e30.', 'not-a-token-at-all-0000']) expect(await admit(bad)).toBe(false);
    t.clock.advance((t.deps.config.JWT_TTL_SECONDS + 1) * 1000);
    expect(await admit(token)).toBe(false);
  });

  it('never lets the API take the draw cookie for the Authorization header', async () => {
    const token = await playerToken(t, 'demouser1');
    for (const url of [API.Account.EL_RefreshBalance, `${API.Notifications.GetNotify}?isPoll=false`])
      expect([url, (await t.app.inject({ url, headers: { cookie: `${DRAW_SESSION_COOKIE}=${token}` } })).statusCode]).toEqual([url, 401]);
  });
});
