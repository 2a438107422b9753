import { AsyncLocalStorage } from 'node:async_hooks';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { getOrCreateSecret } from '../../platform/secrets.ts';
import type { PreviewIds } from './service.ts';

/**
 * Preview as a visitor: the back office's frames load the real public page, which carries no
 * back-office token. So the operator's 'Anteprima' call sets a short-lived, signed, HttpOnly cookie
 * naming the objects to preview. The server's render of a page that comes with a valid one is made
 * for that request alone with those objects as their drafts (`renderScope`), and the public CMS
 * calls that carry it answer the same, so a page opened in a tab hydrates and goes on with the draft.
 * Nothing else changes for anybody: a visitor without the cookie (or with a forged, expired or
 * foreign one) gets the published site and the kept render.
 */
export const PREVIEW_COOKIE = 'bo_anteprima';
const PREVIEW_SECONDS = 15 * 60;
const AUDIENCE = 'cms-preview';
const NONE: PreviewIds = new Set();

/** The previewed objects of the page render running now: set by `renderScope` for that render only. */
const renderPreview = new AsyncLocalStorage<PreviewIds>();
/** What the page render's content reads show as drafts: none but inside a preview's own render. */
export const previewOfRender = (): PreviewIds => renderPreview.getStore() ?? NONE;

/** Runs one page render; a preview's runs it with its drafts. */
export type RenderScope = <T>(render: () => Promise<T>) => Promise<T>;

export class PreviewTokens {
  private key: Promise<Uint8Array> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secure: boolean,
  ) {}

  /** Its own secret (not the session tokens'): a preview token can never pass for a session. */
  private secret(): Promise<Uint8Array> {
    this.key ??= getOrCreateSecret(this.db, 'cms-preview').then((s) => new TextEncoder().encode(s));
    return this.key;
  }

  async grant(reply: FastifyReply, operatorId: number, ids: number[]): Promise<void> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const token = await new SignJWT({ ids })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(operatorId))
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + PREVIEW_SECONDS)
      .sign(await this.secret());
    reply.header('set-cookie', `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${PREVIEW_SECONDS}; HttpOnly; SameSite=Strict${this.secure ? '; Secure' : ''}`);
  }

  /** The previewed ids of a request's cookie; empty for none or any cookie that does not verify. */
  async read(req: FastifyRequest): Promise<PreviewIds> {
    const header = req.headers.cookie;
    if (!header || !header.includes(PREVIEW_COOKIE)) return NONE;
    const match = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([A-Za-z0-9_.-]{1,2000})(?:;|$)`).exec(header);
    if (!match) return NONE;
    try {
      const { payload } = await jwtVerify(match[1]!, await this.secret(), { algorithms: ['HS256'], audience: AUDIENCE, currentDate: this.clock.now() });
      const ids = Array.isArray(payload.ids) ? payload.ids.filter((n): n is number => Number.isInteger(n) && n > 0) : [];
      return new Set(ids.slice(0, 50));
    } catch {
      return NONE;
    }
  }

  /**
   * The page render of a request with a valid preview cookie: its own render, with the previewed
   * drafts (platform/web-app.ts neither keeps nor lets anyone cache it); null for everybody else.
   */
  async renderScope(req: FastifyRequest): Promise<RenderScope | null> {
    const ids = await this.read(req);
    return ids.size ? (render) => renderPreview.run(ids, render) : null;
  }
}
