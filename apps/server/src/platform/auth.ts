import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client.ts';
import { betSessions, users } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { unauthorized } from './errors.ts';
import { withSide, type SessionScope, type SessionSide } from './route-sides.ts';
import { VersionedCache } from './versioned-cache.ts';

export interface AuthContext {
  userId: number;
  sessionId: string;
  /** The player's role, read from the database with the session (never from the token). */
  role: string;
  /** The token's jti: only the session's current token is accepted. */
  tokenId: string;
  /** 'player' (the site) or 'backoffice' (a session opened with password and TOTP code). */
  scope: SessionScope;
}

export type { SessionScope, SessionSide };
const onSide = (scope: SessionScope, side: SessionSide) => side === 'either' || scope === side;

/** What a token proves by its signature alone, before the server-side session is consulted. */
type TokenClaims = Omit<AuthContext, 'role' | 'scope'>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * How often last_seen_at is written: rare enough to stay cheap, and a small part of the idle window,
 * so that a session with requests coming is never found idle (with a window shorter than the touch
 * interval, a session was revoked while its player was active).
 */
const TOUCH_EVERY_MS = 30_000;
const TOUCH_PART_OF_IDLE = 4;
/** How long a process trusts its copy of a live session; revocations evict it at once (NOTIFY). */
const SESSION_CACHE_MS = 10_000;

interface LiveSession {
  userId: number;
  lastSeenAt: number;
  tokenId: string | null;
  role: string;
  scope: SessionScope;
}

/** The session is live, belongs to the token's player, and the token is its current one. */
function isCurrentTokenOf(s: LiveSession | null, claims: TokenClaims): s is LiveSession {
  return s !== null && s.userId === claims.userId && s.tokenId === claims.tokenId;
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
  private readonly verified: VersionedCache<string, (TokenClaims & { exp: number }) | null>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secret: string,
    private readonly ttlSeconds: number,
    private readonly idleSeconds: number,
    /** Back-office sessions are revoked sooner when idle (BACKOFFICE_IDLE_SECONDS). */
    private readonly backofficeIdleSeconds: number = idleSeconds,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.live = new VersionedCache(clock, SESSION_CACHE_MS);
    this.verified = new VersionedCache(clock, 60_000);
  }

  /** Called for NOTIFY session_revoked (a logout or new login on any process). */
  onRevokedNotify = (sessionId: string): void => this.live.invalidate(sessionId);

  /** `db`: the caller's transaction when the new session must commit with something else (an audit row). */
  async create(
    userId: number,
    meta: { ip?: string; userAgent?: string },
    scope: SessionScope = 'player',
    db: Db | Parameters<Parameters<Db['transaction']>[0]>[0] = this.db,
  ): Promise<string> {
    const id = randomUUID();
    const now = this.clock.now();
    await db
      .insert(betSessions)
      .values({ id, userId, createdAt: now, lastSeenAt: now, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 300) ?? null, scope });
    return id;
  }

  /**
   * Issues the session's token and makes it the only valid one: the previous token of the session
   * (if any) stops working at once, on every process (NOTIFY from the token_id trigger). The token
   * carries no role: the role is read with the session.
   */
  async sign(ctx: { userId: number; sessionId: string }): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const jti = randomUUID();
    const token = await new SignJWT({ sid: ctx.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ctx.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .setJti(jti)
      .sign(this.key);
    await this.db
      .update(betSessions)
      .set({ tokenId: jti })
      .where(and(eq(betSessions.id, ctx.sessionId), eq(betSessions.userId, ctx.userId)));
    this.live.invalidate(ctx.sessionId);
    return token;
  }

  /** Verifies signature and expiry only (the session is checked separately). */
  async decode(token: string): Promise<TokenClaims | null> {
    if (token.length > 4096) return null;
    const ctx = await this.verified.get(token, () => this.verify(token));
    if (!ctx || ctx.exp * 1000 <= this.clock.now().getTime()) return null;
    return { userId: ctx.userId, sessionId: ctx.sessionId, tokenId: ctx.tokenId };
  }

  private async verify(token: string): Promise<(TokenClaims & { exp: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string') return null;
      return { userId, sessionId: payload.sid, tokenId: payload.jti, exp: payload.exp };
    } catch {
      return null;
    }
  }

  /**
   * The claims of a token whose session is live and the token its current one (either side), or
   * null: what a per-session rate-limit key may trust. A signed token of a session since closed (a
   * logout, a newer login) is a caller without a session, keyed by address like any other.
   */
  async liveClaims(token: string): Promise<TokenClaims | null> {
    const claims = await this.decode(token);
    return claims && (await this.liveSession(claims)) ? claims : null;
  }

  /** Token → live session of that side, or null. Revokes a session found idle for too long. */
  async authenticate(token: string, side: SessionSide): Promise<AuthContext | null> {
    const cached = this.authenticateFromCache(token, side);
    if (cached !== undefined) return cached;
    const claims = await this.decode(token);
    if (!claims) return null;
    const live = await this.liveSession(claims);
    return live === null || !onSide(live.scope, side) ? null : { ...claims, role: live.role, scope: live.scope };
  }

  /**
   * The answer of `authenticate` without a promise, when this process already holds it: the token
   * verified, the session cached, and nothing to write (not idle, last-seen touched less than
   * the touch interval ago). `undefined` means "not known here, ask `authenticate`". The same checks as
   * the slow path, in the same order; it only skips the awaits of values that are already in memory
   * (most calls of a logged-in page: EL_RefreshBalance is polled, docs/performance.md).
   */
  authenticateFromCache(token: string, side: SessionSide): AuthContext | null | undefined {
    if (token.length > 4096) return null;
    const claims = this.verified.peek(token);
    if (claims === undefined) return undefined;
    const now = this.clock.now().getTime();
    if (!claims || claims.exp * 1000 <= now) return null;
    const s = this.live.peek(claims.sessionId);
    if (s === undefined) return undefined;
    if (!isCurrentTokenOf(s, claims)) return null;
    const idleMs = now - s.lastSeenAt;
    if (idleMs > this.touchEveryMs(s.scope) || idleMs > this.idleSecondsOf(s.scope) * 1000) return undefined;
    if (!onSide(s.scope, side)) return null;
    return { userId: claims.userId, sessionId: claims.sessionId, tokenId: claims.tokenId, role: s.role, scope: s.scope };
  }

  /** Role and scope of the session when the token is its current one and the session is live; otherwise null. */
  private async liveSession(claims: TokenClaims): Promise<{ role: string; scope: SessionScope } | null> {
    const { sessionId } = claims;
    const s = await this.live.get(sessionId, async () => {
      const [row] = await this.db
        .select({
          userId: betSessions.userId,
          revokedAt: betSessions.revokedAt,
          lastSeenAt: betSessions.lastSeenAt,
          tokenId: betSessions.tokenId,
          role: users.role,
          scope: betSessions.scope,
        })
        .from(betSessions)
        .innerJoin(users, eq(users.id, betSessions.userId))
        .where(eq(betSessions.id, sessionId));
      return row && !row.revokedAt
        ? {
            userId: row.userId,
            lastSeenAt: row.lastSeenAt.getTime(),
            tokenId: row.tokenId,
            role: row.role,
            scope: row.scope === 'backoffice' ? 'backoffice' : 'player',
          }
        : null;
    });
    if (!isCurrentTokenOf(s, claims)) return null;
    const now = this.clock.now().getTime();
    const idleMs = now - s.lastSeenAt;
    if (idleMs > this.idleSecondsOf(s.scope) * 1000) {
      await this.revoke(sessionId, 'idle');
      return null;
    }
    if (idleMs > this.touchEveryMs(s.scope)) {
      s.lastSeenAt = now;
      await this.db
        .update(betSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(betSessions.id, sessionId));
    }
    return { role: s.role, scope: s.scope };
  }

  idleSecondsOf(scope: SessionScope): number {
    return scope === 'backoffice' ? this.backofficeIdleSeconds : this.idleSeconds;
  }

  private touchEveryMs(scope: SessionScope): number {
    return Math.min(TOUCH_EVERY_MS, (this.idleSecondsOf(scope) * 1000) / TOUCH_PART_OF_IDLE);
  }

  /** The player's role as it is now (operator calls ask every time: a demotion applies at once). */
  async currentRole(userId: number): Promise<string | null> {
    const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    return row?.role ?? null;
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

/** For hooks that do more after it (the operator guard): the request's live session of that side, or a 401. */
export async function authenticateRequest(sessions: Sessions, request: FastifyRequest, side: SessionSide): Promise<void> {
  const token = bearerToken(request);
  const ctx = token ? await sessions.authenticate(token, side) : null;
  if (!ctx) throw unauthorized();
  request.auth = ctx;
}

/**
 * preValidation: the request must carry a live session token of the call's side (a player's, unless
 * said otherwise), checked before the input is looked at, so a caller without it learns nothing
 * from 400s. Callback style, so a session answered from this process's caches costs no promise at
 * all (docs/performance.md, EL_RefreshBalance).
 */
export function requireAuth(sessions: Sessions, side: SessionSide = 'player') {
  const hook = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    const accept = (ctx: AuthContext | null) => {
      if (!ctx) return done(unauthorized());
      request.auth = ctx;
      done();
    };
    const token = bearerToken(request);
    if (!token) return accept(null);
    const cached = sessions.authenticateFromCache(token, side);
    if (cached !== undefined) return accept(cached);
    sessions.authenticate(token, side).then(accept, done);
  };
  return withSide(hook, side);
}
