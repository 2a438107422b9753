import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { fail, ok, type TEnvelope } from '@betsite/contract/envelope';
import { PROFILE_CODES } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import type { AppDeps } from '../../deps.ts';
import { users } from '../../db/schema/index.ts';
import { consumeTotp } from '../../platform/totp.ts';
import { sectionGate } from './section-guard.ts';
import { loadUserAndProfile, type UserRow } from './repository.ts';

/** The name authenticator apps show next to the code. */
const ISSUER = 'Betsite';

type Setup = { qrCode: string; manualCode: string; otpauthUrl: string };

/**
 * Two-factor from the Sicurezza tab (document 2 §2, §4): activation keeps a pending secret and
 * shows it as QR and manual code; only 'Verifica' with a right code makes it active (login then
 * asks for the code). Deactivation clears both, which is also what leaving the verify view does.
 */
export class TwoFactorService {
  constructor(private readonly deps: AppDeps) {}

  private async user(userId: number) {
    return (await loadUserAndProfile(this.deps.db, userId))?.user;
  }

  private async gate(userId: number): Promise<{ refusal: TEnvelope<null> } | { user: UserRow }> {
    const user = await this.user(userId);
    if (!user) return { refusal: fail(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed) };
    if (!(await this.deps.site.module('IsTwoFactorAuthenticationEnabled')))
      return { refusal: fail(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorDisabledModule) };
    const blocked = await sectionGate(this.deps, user, 'security');
    return blocked ? { refusal: blocked } : { user };
  }

  async activate(userId: number): Promise<TEnvelope<Setup>> {
    const g = await this.gate(userId);
    if ('refusal' in g) return { ...g.refusal, ResponseData: null };
    const secret = authenticator.generateSecret(20);
    await this.deps.db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, userId));
    const otpauthUrl = authenticator.keyuri(g.user.username, ISSUER, secret);
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
    return ok({ qrCode, manualCode: secret.replace(/(.{4})/g, '$1 ').trim(), otpauthUrl });
  }

  async verify(userId: number, code: string): Promise<TEnvelope<null>> {
    const g = await this.gate(userId);
    if ('refusal' in g) return g.refusal;
    const secret = g.user.twoFactorPendingSecret;
    if (!secret) return fail(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorNotPending);
    if (!(await consumeTotp(this.deps.db, this.deps.clock, userId, secret, code))) return fail(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorCodeWrong);
    await this.deps.db.update(users).set({ twoFactorEnabled: true, twoFactorSecret: secret, twoFactorPendingSecret: null }).where(eq(users.id, userId));
    return ok(null, PROFILE_TEXT.twoFactorActivated);
  }

  /** Allowed even with the module off: a player can always switch off what protects only them. */
  async deactivate(userId: number): Promise<TEnvelope<null>> {
    const user = await this.user(userId);
    if (!user) return fail(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed);
    await this.deps.db.update(users).set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null }).where(eq(users.id, userId));
    return ok(null, PROFILE_TEXT.twoFactorDeactivated);
  }
}
