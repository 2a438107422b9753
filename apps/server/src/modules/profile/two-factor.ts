import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { PROFILE_CODES } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import type { AppDeps } from '../../deps.ts';
import { disableTwoFactor, enableTwoFactor, setPendingTwoFactorSecret } from '../users/repository.ts';
import { consumeTotp } from '../../platform/totp.ts';
import { checkOwnership, type OwnershipProof } from './ownership-proof.ts';
import { isRefusal, refuse, type Outcome } from '../../platform/outcome.ts';
import { sectionGate } from './section-guard.ts';
import { loadUserAndProfile, type UserRow } from './repository.ts';

/** The name authenticator apps show next to the code. */
const ISSUER = 'Betsite';

export type Setup = { qrCode: string; manualCode: string; otpauthUrl: string };

/**
 * Two-factor from the Sicurezza tab (document 2 §2, §4): activation keeps a pending secret and
 * shows it as QR and manual code; only 'Verifica' with a right code makes it active (login then
 * asks for the code). Deactivation clears both, which is also what leaving the verify view does.
 */
export class TwoFactorService {
  constructor(private readonly deps: Pick<AppDeps, 'config' | 'db' | 'site' | 'clock' | 'outbox' | 'limits' | 'loginAttempts'>) {}

  private async user(userId: number) {
    return (await loadUserAndProfile(this.deps.db, userId))?.user;
  }

  private async gate(userId: number): Promise<Outcome<UserRow>> {
    const user = await this.user(userId);
    if (!user) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed);
    if (!(await this.deps.site.module('IsTwoFactorAuthenticationEnabled'))) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorDisabledModule);
    return (await sectionGate(this.deps, user, 'security')) ?? user;
  }

  /**
   * Keeps a pending secret; the value is what the player scans or types into the app. Not over an
   * active two-factor: another app replaces it only through switching off (password or code).
   */
  async activate(userId: number): Promise<Outcome<Setup>> {
    const user = await this.gate(userId);
    if (isRefusal(user)) return user;
    if (user.twoFactorEnabled) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorAlreadyActive);
    const secret = authenticator.generateSecret(20);
    await setPendingTwoFactorSecret(this.deps.db, userId, secret);
    const otpauthUrl = authenticator.keyuri(user.username, ISSUER, secret);
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
    return { qrCode, manualCode: secret.replace(/(.{4})/g, '$1 ').trim(), otpauthUrl };
  }

  /**
   * Makes the pending secret active with a right code from it and the account password: the app's
   * codes then prove the account is the player's (passkeys, switching off), so a stolen session alone
   * must not bind an app of its own. The password is checked first (a wrong one counts toward the
   * username's lock) so the code's step is not spent on a refused attempt.
   */
  async verify(userId: number, { twofactor, password }: { twofactor: string; password?: string | null }, ip: string): Promise<Outcome<null>> {
    const user = await this.gate(userId);
    if (isRefusal(user)) return user;
    if (user.twoFactorEnabled) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorAlreadyActive);
    const secret = user.twoFactorPendingSecret;
    if (!secret) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorNotPending);
    const proven = await checkOwnership(this.deps, user, { password }, ip);
    if (proven === 'missing') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorOnNeedsPassword);
    if (proven === 'wrong') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorOnWrongPassword);
    if (typeof proven === 'object') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.checksLocked(proven.locked));
    if (!(await consumeTotp(this.deps.db, this.deps.clock, userId, secret, twofactor))) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorCodeWrong);
    await enableTwoFactor(this.deps.db, userId, secret);
    return null;
  }

  /**
   * Allowed even with the module off: a player can always switch off what protects only them, but an
   * active two-factor only with the account password or a current code (a stolen session alone
   * cannot remove it). A pending activation, never verified, is dropped without either.
   */
  async deactivate(userId: number, proof: OwnershipProof, ip: string): Promise<Outcome<null>> {
    const user = await this.user(userId);
    if (!user) return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.saveFailed);
    if (user.twoFactorEnabled && user.twoFactorSecret) {
      const proven = await checkOwnership(this.deps, user, proof, ip);
      if (proven === 'missing') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorOffNeedsProof);
      if (proven === 'wrong') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.twoFactorOffWrongProof);
      if (typeof proven === 'object') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.checksLocked(proven.locked));
    }
    await disableTwoFactor(this.deps.db, userId);
    return null;
  }
}
