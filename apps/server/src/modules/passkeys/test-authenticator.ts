/**
 * A software passkey authenticator for API tests: ES256 keys from node:crypto, 'none' attestation,
 * the few CBOR shapes WebAuthn needs encoded by hand. It answers the options of the server's calls
 * with the JSON @simplewebauthn/browser would send, and can be told to lie (origin, counter, UV).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [k: string]: Cbor };

function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 0x100) return [(major << 5) | 24, n];
  if (n < 0x10000) return [(major << 5) | 25, n >> 8, n & 0xff];
  return [(major << 5) | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Minimal CBOR: integers, byte and text strings, maps. */
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return Buffer.from(v >= 0 ? head(0, v) : head(1, -1 - v));
  if (typeof v === 'string') {
    const b = Buffer.from(v, 'utf8');
    return Buffer.concat([Buffer.from(head(3, b.length)), b]);
  }
  if (v instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, v.length)), Buffer.from(v)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([Buffer.from(head(5, entries.length)), ...entries.flatMap(([k, val]) => [cbor(k), cbor(val)])]);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  userHandle: string;
  counter: number;
}

export interface Lies {
  origin?: string;
  rpId?: string;
  /** User verification flag (default true). */
  userVerified?: boolean;
  /** The signature counter to send (default: the last one + 1). */
  counter?: number;
  /** Answer as another credential of this authenticator. */
  credentialId?: string;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  constructor(
    readonly origin = 'http://localhost:8080',
    readonly rpId = 'localhost',
  ) {}

  private flags(userVerified: boolean, attested: boolean): number {
    return 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  }

  /** navigator.credentials.create(): the RegistrationResponseJSON for `options` (the server's). */
  register(options: Record<string, unknown>, lies: Lies = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const user = options.user as { id: string };
    const cred: Credential = { id, privateKey, cose, userHandle: user.id, counter: 0 };
    const authData = Buffer.concat([
      sha256(lies.rpId ?? this.rpId),
      Buffer.from([this.flags(lies.userVerified ?? true, true)]),
      u32(0),
      Buffer.alloc(16),
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      cose,
    ]);
    const clientData = JSON.stringify({
      type: lies.type ?? 'webauthn.create',
      challenge: options.challenge,
      origin: lies.origin ?? this.origin,
      crossOrigin: false,
    });
    const attestationObject = cbor({ fmt: 'none', attStmt: new Map(), authData });
    this.credentials.push(cred);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(): the AuthenticationResponseJSON (the newest credential unless told). */
  assert(options: Record<string, unknown>, lies: Lies = {}) {
    const cred = lies.credentialId ? this.credentials.find((c) => b64url(c.id) === lies.credentialId) : this.credentials.at(-1);
    if (!cred) throw new Error('no such credential');
    const counter = lies.counter ?? cred.counter + 1;
    cred.counter = counter;
    const authData = Buffer.concat([sha256(lies.rpId ?? this.rpId), Buffer.from([this.flags(lies.userVerified ?? true, false)]), u32(counter)]);
    const clientData = Buffer.from(
      JSON.stringify({ type: lies.type ?? 'webauthn.get', challenge: options.challenge, origin: lies.origin ?? this.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), cred.privateKey);
    return {
      id: b64url(cred.id),
      rawId: b64url(cred.id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: cred.userHandle,
      },
    };
  }
}
