import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { LOGIN_CODES, type TLoginData } from '@betsite/contract/session';
import { SESSION_TEXT } from '@betsite/contract/session-messages';
import { MAX_PASSKEYS, type TPasskey } from '@betsite/contract/passkeys';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { PROFILE_CODES } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import type { AppDeps } from '../../deps.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { isRefusal, refuse, type Outcome, type Refusal } from '../../platform/outcome.ts';
import * as usersRepo from '../users/repository.ts';
import { checkOwnership, type OwnershipProof } from '../profile/ownership-proof.ts';
import { sectionGate } from '../profile/section-guard.ts';
import type { SessionService, LoggedIn } from '../session/service.ts';
import * as repo from './repository.ts';
import { PASSKEY_MAIL } from './mail-texts.ts';

/** The name the browser shows for the site when it asks to create or use a passkey. */
const RP_NAME = 'Betsite';
/** A login challenge asked for with a username nobody has: no passkey can answer it. */
const NOBODY = 0;

type Deps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'outbox' | 'sessions' | 'site' | 'loginAttempts' | 'balances' | 'limits'>;
type Meta = { ip: string; userAgent?: string };

const emptyLogin = (): TLoginData => ({ Token: null, DeviceToken: null, UserData: null, ClientSettings: null });
/** The user handle stored in a passkey: the account's id, so a login can check whose it is. */
const userHandle = (userId: number) => isoUint8Array.fromUTF8String(`betsite:${userId}`);
const toWire = (p: repo.PasskeyRow): TPasskey => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/** The challenge a response signed, read from its clientDataJSON (null when unreadable). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const c = decodeClientDataJSON(clientDataJSON) as { challenge?: unknown };
    return typeof c.challenge === 'string' && c.challenge.length > 0 && c.challenge.length <= 200 ? c.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (issue 38, docs/api-session.md "Passkey"): a player adds them from the Sicurezza tab
 * (password, or a two-factor code when two-factor is on) and logs in with one. Every challenge is
 * the server's, stored, single use and short-lived; @simplewebauthn/server verifies the signatures,
 * origin, relying party and user verification; the counters are kept.
 */
export class PasskeyService {
  constructor(
    private readonly deps: Deps,
    private readonly session: SessionService,
  ) {}

  private get party() {
    return this.deps.config.webauthn;
  }

  private async newChallenge(purpose: repo.ChallengePurpose, userId: number | null, challenge: string): Promise<void> {
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + this.deps.config.WEBAUTHN_CHALLENGE_SECONDS * 1000);
    await repo.saveChallenge(this.deps.db, { challenge, purpose, userId, expiresAt }, now);
  }

  async list(userId: number): Promise<TPasskey[]> {
    return (await repo.listPasskeys(this.deps.db, userId)).map(toWire);
  }

  /** AddPasskeyOptions: proof of ownership first, then a registration challenge for this player only. */
  async addOptions(userId: number, proof: OwnershipProof, ip: string): Promise<Outcome<PublicKeyCredentialCreationOptionsJSON>> {
    const user = await this.provenOwner(userId, proof, 'add', ip);
    if (isRefusal(user)) return user;
    const existing = await repo.listPasskeys(this.deps.db, userId);
    if (existing.length >= MAX_PASSKEYS) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.tooMany(MAX_PASSKEYS));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.party.rpId,
      userName: user.username,
      userDisplayName: `${user.nome} ${user.cognome}`.trim() || user.username,
      userID: userHandle(user.id),
      timeout: this.deps.config.WEBAUTHN_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      // A passkey: discoverable (login without a username) and always with user verification.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    await this.newChallenge('register', userId, options.challenge);
    return options;
  }

  /** AddPasskey: the attestation answers a live challenge of this player's; the passkey gets its name. */
  async add(userId: number, name: string, credential: RegistrationResponseJSON): Promise<Outcome<TPasskey>> {
    const now = this.deps.clock.now();
    const challenge = signedChallenge(credential.response.clientDataJSON);
    const owner = challenge ? await repo.consumeChallenge(this.deps.db, challenge, 'register', now) : null;
    if (!challenge || !owner || owner.userId !== userId) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.challengeExpired);
    // A cheap early answer; the insert checks the limit again under the player's lock.
    if ((await repo.countPasskeys(this.deps.db, userId)) >= MAX_PASSKEYS) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.tooMany(MAX_PASSKEYS));
    let info;
    try {
      const res = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: this.party.origins,
        expectedRPID: this.party.rpId,
        requireUserVerification: true,
      });
      if (!res.verified) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.verifyFailed);
      info = res.registrationInfo;
    } catch {
      return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.verifyFailed);
    }
    const row = await repo.insertPasskey(
      this.deps.db,
      {
        userId,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: (credential.response.transports ?? []).slice(0, 10),
        name,
        createdAt: now,
      },
      MAX_PASSKEYS,
    );
    if (row === 'limit') return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.tooMany(MAX_PASSKEYS));
    if (!row) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.alreadyRegistered);
    await this.tellPasskeyAdded(userId, row.name);
    return toWire(row);
  }

  /**
   * An e-mail to the account's address for every passkey added: a passkey is a way in without the
   * password, so the player learns of one they did not add (and a password change removes them all).
   */
  private async tellPasskeyAdded(userId: number, name: string): Promise<void> {
    const u = await usersRepo.findUserById(this.deps.db, userId);
    if (!u) return;
    await this.deps.outbox.send({
      channel: 'email',
      recipient: u.email,
      subject: PASSKEY_MAIL.addedSubject,
      body: PASSKEY_MAIL.addedBody(u.nome, name),
      meta: { purpose: 'passkey-added', userId },
    });
  }

  /** RemovePasskey: proof of ownership first (as adding one), then only this player's passkey. */
  async remove(userId: number, id: number, proof: OwnershipProof, ip: string): Promise<Outcome<null>> {
    const user = await this.provenOwner(userId, proof, 'remove', ip);
    if (isRefusal(user)) return user;
    return (await repo.deletePasskey(this.deps.db, userId, id)) ? null : refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.notFound);
  }

  /**
   * The Sicurezza tab's gate and the owner's proof (password, or a current two-factor code) for a
   * change of credentials: the player's row, or the refusal. Wrong guesses count toward the
   * username's login lock (as EL_ChangePassword's): no side door for guessing.
   */
  private async provenOwner(userId: number, proof: OwnershipProof, change: 'add' | 'remove', ip: string): Promise<usersRepo.UserRow | Refusal> {
    const T = PASSKEY_TEXT;
    const [needed, neededNoTwoFactor, wrong] =
      change === 'add' ? [T.proofNeeded, T.proofNeededNoTwoFactor, T.proofWrong] : [T.proofNeededRemove, T.proofNeededRemoveNoTwoFactor, T.proofWrongRemove];
    const user = await usersRepo.findUserById(this.deps.db, userId);
    if (!user) return refuse(PROFILE_CODES.FAILED, PASSKEY_TEXT.failed);
    const blocked = await sectionGate(this.deps, user, 'security');
    if (blocked) return blocked;
    const proven = await checkOwnership(this.deps, user, proof, ip);
    if (proven === 'missing') return refuse(PROFILE_CODES.FAILED, user.twoFactorEnabled ? needed : neededNoTwoFactor);
    if (proven === 'wrong') return refuse(PROFILE_CODES.FAILED, wrong);
    if (typeof proven === 'object') return refuse(PROFILE_CODES.FAILED, PROFILE_TEXT.checksLocked(proven.locked));
    return user;
  }

  /**
   * LoginPasskeyOptions: any passkey of the site may answer the options; with a username, the
   * challenge is bound to that player (kept on the server), and a passkey of anyone else's is
   * refused at LoginUserPasskey. The answer never lists credentials (`allowCredentials`): every
   * passkey is registered discoverable (`residentKey: 'required'` in addOptions), so the browser
   * finds it without the list, and a list would tell anyone which usernames exist and have
   * passkeys. A username with passkeys, one without and an unknown one get the same answer but for
   * the challenge; an unknown one's challenge no passkey can answer.
   */
  async loginOptions(username: string | null | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const owner = username ? ((await usersRepo.findUserByUsername(this.deps.db, username))?.id ?? NOBODY) : null;
    const options = await generateAuthenticationOptions({
      rpID: this.party.rpId,
      userVerification: 'required',
      timeout: this.deps.config.WEBAUTHN_CHALLENGE_SECONDS * 1000,
    });
    await this.newChallenge('login', owner, options.challenge);
    return options;
  }

  /**
   * LoginUserPasskey: a verified passkey stands for password, device authorisation and two-factor
   * (docs/decisions.md); the session is LoginUser2FA's, from the same SessionService.startSession.
   */
  async login(credential: AuthenticationResponseJSON, deviceToken: string | null | undefined, meta: Meta): Promise<Outcome<LoggedIn, TLoginData>> {
    const attempts = this.deps.loginAttempts;
    const ipKey = AttemptLimiter.ipKey(meta.ip);
    const lockedIp = await attempts.lockedFor([ipKey]);
    if (lockedIp > 0)
      return refuse(LOGIN_CODES.TOO_MANY_ATTEMPTS, SESSION_TEXT.tooManyAttempts(Math.max(1, Math.ceil(lockedIp / 60))), {
        ...emptyLogin(),
        RetryAfter: lockedIp,
      });
    const failed = async (message: string) => {
      // A failed passkey counts against the address like a wrong password (floods get locked out).
      await attempts.recordFailure(`passkey:${meta.ip}`, ipKey);
      return refuse(LOGIN_CODES.WRONG_CREDENTIALS, message, emptyLogin());
    };

    const now = this.deps.clock.now();
    const challenge = signedChallenge(credential.response.clientDataJSON);
    const owner = challenge ? await repo.consumeChallenge(this.deps.db, challenge, 'login', now) : null;
    if (!challenge || !owner) return failed(PASSKEY_TEXT.challengeExpired);
    const passkey = await repo.findByCredentialId(this.deps.db, credential.id);
    if (!passkey) return failed(PASSKEY_TEXT.loginUnknown);
    if (owner.userId !== null && owner.userId !== passkey.userId) return failed(PASSKEY_TEXT.loginWrongPlayer);
    if (credential.response.userHandle && credential.response.userHandle !== isoBase64URL.fromBuffer(userHandle(passkey.userId)))
      return failed(PASSKEY_TEXT.loginWrongPlayer);
    let newCounter: number;
    try {
      const res = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: this.party.origins,
        expectedRPID: this.party.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      });
      if (!res.verified) return failed(PASSKEY_TEXT.verifyFailed);
      newCounter = res.authenticationInfo.newCounter;
    } catch {
      return failed(PASSKEY_TEXT.verifyFailed);
    }
    // The counter must move on (a cloned authenticator replays an old one); lost races are refused too.
    if (!(await repo.recordUse(this.deps.db, passkey, newCounter, now))) return failed(PASSKEY_TEXT.verifyFailed);
    const user = await usersRepo.findUserById(this.deps.db, passkey.userId);
    if (!user) return failed(PASSKEY_TEXT.loginUnknown);
    await attempts.reset(AttemptLimiter.userKey(user.username));
    return this.session.startSession(user, meta, deviceToken);
  }
}
