import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VARIABLES } from '../../demo/site.ts';
import { createTestApp, dbLabel, type TestApp } from '../../test-support.ts';
import { DEMO_CHAT_PATH } from './chat.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_OUTBOX: true });
}, 120_000);
afterAll(async () => t?.close());

const post = (payload: string) =>
  t.app.inject({ method: 'POST', url: DEMO_CHAT_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe(`the demo's live chat (${dbLabel()})`, () => {
  it('is what the demo seeds as LiveChat_Url, with realistic contacts of its own', () => {
    expect(DEMO_VARIABLES.LiveChat_Url).toBe(DEMO_CHAT_PATH);
    expect(DEMO_VARIABLES.SupportEmail).toMatch(/@betsite\.example$/);
    // A Milan number in print shape, not the '0000 0000' placeholder.
    expect(DEMO_VARIABLES.SupportPhone).toMatch(/^\+39 02 \d{4} \d{4}$/);
    expect(DEMO_VARIABLES.SupportPhone).not.toMatch(/0000 0000/);
    expect(DEMO_VARIABLES.CustomerCareHours).toMatch(/\d{1,2}:\d{2}/);
  });

  it('opens with a greeting, says no operator is connected and where a person is reached', async () => {
    const r = await t.app.inject({ url: DEMO_CHAT_PATH });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('Chat dimostrativa: nessun operatore è collegato');
    expect(r.body).toContain(`mailto:${DEMO_VARIABLES.SupportEmail}`);
    expect(r.body).toContain(DEMO_VARIABLES.SupportPhone);
    expect(r.body).toContain(DEMO_VARIABLES.CustomerCareHours);
    expect(r.body).not.toMatch(/<script/i);
  });

  it('answers each message and keeps the conversation in the form, escaped', async () => {
    const r = await post(`storia=${encodeURIComponent('Primo messaggio')}&messaggio=${encodeURIComponent('<script>alert(1)</script> "ciao"')}`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Primo messaggio');
    expect(r.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;ciao&quot;');
    expect(r.body).not.toContain('<script>alert(1)');
    expect(r.body.match(/Grazie, abbiamo ricevuto il tuo messaggio/g)).toHaveLength(2);
  });

  it('forged or oversized input never breaks it: too long, too many turns, wrong shapes', async () => {
    const long = await post(`messaggio=${'x'.repeat(5000)}`);
    expect(long.statusCode).toBe(200);
    expect(long.body).not.toContain('x'.repeat(501));
    const flood = await post(Array.from({ length: 50 }, (_, i) => `storia=m${i}`).join('&') + '&messaggio=ultimo');
    expect(flood.statusCode).toBe(200);
    expect(flood.body).not.toContain('xxxxx');
    const odd = await t.app.inject({
      method: 'POST',
      url: DEMO_CHAT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { messaggio: { a: 1 }, storia: 7 },
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('Ciao! Come possiamo aiutarti?');
  });
});
