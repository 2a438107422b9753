import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { betSessions } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { forbidden, unauthorized } from './errors.ts';
import { VersionedCache } from './versioned-cache.ts';

export interface AuthContext {
  userId: number;
  sessionId: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** How often last_seen_at is written: often enough for idle revocation, rare enough to stay cheap. */
const TOUCH_EVERY_MS = 30_000;
/** How long a process trusts its copy of a live session; revocations evict it at once (NOTIFY). */
const SESSION_CACHE_MS = 10_000;

interface LiveSession {
  userId: number;
  lastSeenAt: number;
}

/**
 * Short-lived JWTs (jose, HS256) bound to a server-side session row, the 'betsession'.
 * A token is accepted only while its session is neither revoked nor idle for too long, so
 * logout, failed renewal and idle timeout take effect at once on every server process.
 */
export class Sessions {
  private readonly key: Uint8Array;
  private readonly live: VersionedCache<string, LiveSession | null>;
  /** Verified tokens (signature checked once per token string), each with its expiry. */
  private readonly verified: VersionedCache<string, (AuthContext & { exp: number }) | null>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secret: string,
    private readonly ttlSeconds: number,
    private readonly idleSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.live = new VersionedCache(clock, SESSION_CACHE_MS);
    this.verified = new VersionedCache(clock, 60_000);
  }

  /** Called for NOTIFY session_revoked (a logout or new login on any process). */
  onRevokedNotify = (sessionId: string): void => this.live.invalidate(sessionId);

  async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    await this.db.insert(betSessions).values({ id, userId, createdAt: now, lastSeenAt: now, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null });
    return id;
  }

  async sign(ctx: AuthContext): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: ctx.sessionId, role: ctx.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ctx.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Verifies signature and expiry only (the session is checked separately). */
  async decode(token: string): Promise<AuthContext | null> {
    if (token.length > 4096) return null;
    const ctx = await this.verified.get(token, () => this.verify(token));
    if (!ctx || ctx.exp * 1000 <= this.clock.now().getTime()) return null;
    return { userId: ctx.userId, sessionId: ctx.sessionId, role: ctx.role };
  }

  private async verify(token: string): Promise<(AuthContext & { exp: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, sessionId: payload.sid, role: typeof payload.role === 'string' ? payload.role : 'player', exp: payload.exp };
    } catch {
      return null;
    }
  }

  /** Token → live session, or null. Revokes a session found idle for too long. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const ctx = await this.decode(token);
    if (!ctx) return null;
    return (await this.isLive(ctx.sessionId, ctx.userId)) ? ctx : null;
  }

  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const s = await this.live.get(sessionId, async () => {
      const [row] = await this.db
        .select({ userId: betSessions.userId, revokedAt: betSessions.revokedAt, lastSeenAt: betSessions.lastSeenAt })
        .from(betSessions)
        .where(eq(betSessions.id, sessionId));
      return row && !row.revokedAt ? { userId: row.userId, lastSeenAt: row.lastSeenAt.getTime() } : null;
    });
    if (!s || s.userId !== userId) return false;
    const now = this.clock.now().getTime();
    const idleMs = now - s.lastSeenAt;
    if (idleMs > this.idleSeconds * 1000) {
      await this.revoke(sessionId, 'idle');
      return false;
    }
    if (idleMs > TOUCH_EVERY_MS) {
      s.lastSeenAt = now;
      await this.db.update(betSessions).set({ lastSeenAt: new Date(now) }).where(eq(betSessions.id, sessionId));
    }
    return true;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    this.live.invalidate(sessionId);
    await this.db.update(betSessions).set({ revokedAt: this.clock.now(), revokeReason: reason }).where(eq(betSessions.id, sessionId));
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

/** preHandler: the request must carry a live session token. */
export function requireAuth(sessions: Sessions) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const ctx = token ? await sessions.authenticate(token) : null;
    if (!ctx) throw unauthorized();
    request.auth = ctx;
  };
}

/** preHandler for operator-only calls (content management, back-office reads). */
export function requireOperator(sessions: Sessions) {
  const auth = requireAuth(sessions);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await auth(request, reply);
    if (request.auth?.role !== 'operator') throw forbidden();
  };
}
