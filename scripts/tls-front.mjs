// HTTPS with HTTP/2 in front of a local server, as players reach the site in production: HAProxy
// terminating TLS (docs/operations.md) with a certificate made for the run. Used by
// scripts/lighthouse.mjs, whose audited Chrome trusts that certificate by its key's hash
// (--ignore-certificate-errors-spki-list), so the pages are a secure context with no certificate
// error, the service worker included. Run under tsx (`npm run lighthouse`): it shares the cluster's
// way of finding HAProxy (cluster-lib.ts).
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { haproxyBinary } from './cluster-lib.ts';

const HAPROXY = haproxyBinary();

const hasOpenssl = () => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Whether this machine can put TLS and HTTP/2 in front (HAProxy and openssl installed). */
export const tlsFrontAvailable = () => HAPROXY !== null && hasOpenssl();

/**
 * A self-signed certificate for 127.0.0.1 and localhost in `dir`: key and certificate files, the
 * PEM HAProxy wants (both in one file), and the base64 SHA-256 of its public key for Chrome's flag.
 */
export function makeCertificate(dir) {
  const key = path.join(dir, 'tls.key');
  const cert = path.join(dir, 'tls.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = path.join(dir, 'tls.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  const certificate = readFileSync(cert);
  const spkiDer = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  const spki = createHash('sha256').update(spkiDer).digest('base64');
  return { key: readFileSync(key), cert: certificate, pem, spki };
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * HAProxy on 127.0.0.1:`port`, TLS with ALPN h2 then http/1.1, passing every request to the server
 * on `backendPort` over HTTP/1.1 keep-alive, telling it the request came over https.
 */
export async function startTlsFront({ port, backendPort, pem, dir }) {
  const cfg = path.join(dir, 'tls-front.cfg');
  writeFileSync(
    cfg,
    `global
  maxconn 1024

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s

frontend web
  bind 127.0.0.1:${port} ssl crt ${pem} alpn h2,http/1.1
  http-request set-header X-Forwarded-Proto https
  default_backend app

backend app
  server app 127.0.0.1:${backendPort}
`,
  );
  execFileSync(HAPROXY, ['-c', '-q', '-f', cfg]);
  const proc = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (proc.exitCode !== null) throw new Error(`HAProxy exited with ${proc.exitCode}`);
    if (Date.now() > deadline) throw new Error('HAProxy did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin: `https://127.0.0.1:${port}`, close: () => proc.kill('SIGTERM') };
}
