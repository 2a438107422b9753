import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbLabel, type TestApp } from '../test-support.ts';
import { login } from '../modules/payments/deposits/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: 0 });
});
afterAll(async () => t?.close());

const scrape = async () => {
  const port = t.app.ops.metricsPort();
  expect(port).toBeGreaterThan(0);
  const r = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('text/plain');
  return r.text();
};
const counter = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((kv) => l.includes(kv)));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe(`health, readiness, request ids and metrics (${dbLabel()})`, () => {
  it('health and readiness answer 200; readiness turns 503 while draining, health stays up', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it("echoes the balancer's request id when it is well-formed, and replaces a hostile one", async () => {
    const ok = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'haproxy-0a1b2c3d:42' } });
    expect(ok.headers['x-request-id']).toBe('haproxy-0a1b2c3d:42');
    for (const bad of ['short', 'x'.repeat(200), 'id con spazi e "virgolette"', 'a\nforged log line', '<script>alert(1)</script>']) {
      const r = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await t.app.inject({ url: '/api/health' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts requests and latency per call (route pattern, not raw URL), ledger transfers, pool use', async () => {
    const before = await scrape();
    const u = await login(t, 'demouser1');
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/Account/GetSaldo', headers: u.headers });
    await t.app.inject({ url: '/api/payment/status?transactionId=nessuna' });
    const r = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/Ricarica',
        headers: u.headers,
        payload: { metodo: 'Deposit', type: 'Ricarica_Scratch', importo: 1000, code: '9876543298765432' },
      })
    ).json();
    expect(r.ResponseData.status).toBe('success');
    const after = await scrape();
    expect(
      counter(after, 'http_requests_total', 'route="/api/Account/GetSaldo",status="200"') -
        counter(before, 'http_requests_total', 'route="/api/Account/GetSaldo",status="200"'),
    ).toBe(3);
    expect(counter(after, 'http_requests_total', 'route="/api/payment/status"')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('transactionId=nessuna');
    expect(counter(after, 'http_request_duration_seconds_count', 'route="/api/Account/GetSaldo"')).toBeGreaterThanOrEqual(3);
    expect(counter(after, 'ledger_transfers_total', 'kind="deposit"') - counter(before, 'ledger_transfers_total', 'kind="deposit"')).toBe(1);
    // Probes are not counted: the balancer asks every second.
    expect(after).not.toContain('route="/api/ready"');
    expect(after).toContain('process_resident_memory_bytes');
    if (t.url) expect(after).toMatch(/db_pool_connections\{state="max"\} 20/);
    const other = await fetch(`http://127.0.0.1:${t.app.ops.metricsPort()}/`);
    expect(other.status).toBe(404);
    // Metrics are never served on the public port.
    expect((await t.app.inject({ url: '/metrics' })).body).not.toContain('http_requests_total');
  });

  it('draining: readiness answers 503 so the balancer stops sending; the process still serves', async () => {
    t.app.ops.startDraining();
    const r = await t.app.inject({ url: '/api/ready' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'draining' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Account/GetMetodiPagamento' })).statusCode).toBe(200);
  });
});
