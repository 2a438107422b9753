import { randomInt } from 'node:crypto';
import { normalizeSecurityAnswer } from '@betsite/contract/account-fields';
import { mobileIssue, ITALY_ID, REG_CODES, type TRegisterParsed } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { isValidCodiceFiscale, personMatches, verifyAgainstPerson } from '@betsite/domain/codice-fiscale';
import { isCouponCode, normaliseMobile } from '@betsite/domain/registration-rules';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome, type Refusal } from '../../platform/outcome.ts';
import { uniqueViolation } from '../../db/pg-errors.ts';
import { fieldError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserById, recordLogin } from '../users/repository.ts';
import { userData } from '../session/user-data.ts';
import type { GeoIndex } from '../geo/geo-index.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import { lockedRefusal } from './lock.ts';
import { REGISTRATION_OTP_ISSUE, RegistrationOtps } from './otp.ts';
import * as repo from './repository.ts';
import { spendIssue, tooManyCodesText } from '../../platform/code-issuing.ts';

/** VerifyRegister calls allowed from one address per hour before -3 (anomalous traffic). */
export const MAX_ATTEMPTS_PER_IP_HOUR = 10;
/** An attempt (and its verified OTPs) stays usable for 24 hours. */
const ATTEMPT_TTL_MS = 24 * 3600 * 1000;

export type RegisterEndpoint = 'Register' | 'RegisterUser' | 'RegisterMulti';

/**
 * VerifyRegister's answer: the attempt's account number and the legacy code that tells the wizard
 * what comes next (0 or -100 codes sent, -200 contacts already verified, -300 no codes needed).
 */
export interface RegistrationStart {
  numConto: string;
  code: number;
}

interface Meta {
  ip: string;
  userAgent?: string;
}

/** VerifyRegister's request: the account number of the attempt this client opened before (its cookie), if any. */
interface StartMeta extends Meta {
  heldAttempt?: string | null;
}

export class RegistrationService {
  constructor(
    private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'site' | 'limits' | 'outbox' | 'sessions' | 'balances'>,
    private readonly geo: GeoIndex,
    private readonly bot: BotCheck,
  ) {
    this.otps = new RegistrationOtps(deps);
  }

  private readonly otps: RegistrationOtps;

  private get db() {
    return this.deps.db;
  }

  /**
   * A barred codice fiscale, or a player already registered with the same CF or mobile: the refusal,
   * else null. The e-mail is not looked at: an address already registered is said only to whoever
   * proved it is theirs (`emailTaken`, at the final Register, after the OTP).
   */
  private async duplicateOf(keys: { codiceFiscale: string; mobile: string }): Promise<Refusal | null> {
    const dup = await repo.duplicates(this.db, { ...keys, email: '' });
    if (dup.barred) return refuse(REG_CODES.BLOCKED, REG_TEXT.blockedCf);
    if (dup.cf) return refuse(REG_CODES.DUPLICATE_CF, REG_TEXT.duplicateCf);
    if (dup.mobile) return refuse(REG_CODES.DUPLICATE, REG_TEXT.duplicateMobile);
    return null;
  }

  /** -6642 when the e-mail is already a player's (ours, not in document 2: see `duplicateOf`). */
  private async emailTaken(email: string): Promise<Refusal | null> {
    const dup = await repo.duplicates(this.db, { codiceFiscale: '', email, mobile: '' });
    return dup.email ? refuse(REG_CODES.DUPLICATE_EMAIL, REG_TEXT.duplicateEmail) : null;
  }

  private async checkFields(p: { cellulare: string; codiceFiscale: string }, fields: { mobile: string; cf: string }): Promise<void> {
    const issue = mobileIssue(p.cellulare, await this.deps.site.variable('Mobile_CustomPattern'));
    if (issue) throw fieldError(fields.mobile, issue);
    if (!isValidCodiceFiscale(p.codiceFiscale)) throw fieldError(fields.cf, REG_TEXT.cfInvalid);
  }

  private async newContractNumber(): Promise<string> {
    for (;;) {
      // Game accounts opened online start with 2; seeded and migrated ones use other ranges.
      const n = `2${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
      if (!(await repo.contractTaken(this.db, n))) return n;
    }
  }

  /**
   * VerifyRegister, the pre-check on the consents step. Outcomes (docs/decisions.md):
   * -3 bot check failed or too many attempts from the address in an hour; -5 fiscal code of a
   * blocked or self-excluded player; -6641 fiscal code, -6643 mobile already registered (an e-mail
   * already registered is not said here: the start goes on as any other, and the final Register
   * refuses it with -6642 once the OTP has proved the address);
   * -6 name, surname, sex or birth date inconsistent with the fiscal code; -5296 a coupon in the
   * promo field; -300 OTP skipped by the RegistrationMobileAvoidConfirmation module; -200 both
   * contacts already verified in the attempt this same client opened (its `heldAttempt`) in the last
   * 24 hours, which is closed and carried over to the new one; -100 a pre-registration exists for
   * these contacts (OTPs sent); 0 new (OTPs sent).
   */
  async verifyRegister(
    b: {
      CodiceFiscale: string;
      Email: string;
      Mobile: string;
      Father?: string | null;
      Recaptcha?: string | null;
      Nome?: string | null;
      Cognome?: string | null;
      Sesso?: 'M' | 'F' | null;
      DataNascita?: string | null;
      CodicePromo?: string | null;
    },
    meta: StartMeta,
  ): Promise<Outcome<RegistrationStart>> {
    const locked = await lockedRefusal(this.deps);
    if (locked) return locked;
    const now = this.deps.clock.now();
    if (!(await this.bot.verify(b.Recaptcha, 'verify_register', meta.ip))) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, REG_TEXT.anomalousTraffic);
    if ((await repo.attemptsFromIpSince(this.db, meta.ip, new Date(now.getTime() - 3600_000))) >= MAX_ATTEMPTS_PER_IP_HOUR) {
      return refuse(REG_CODES.ANOMALOUS_TRAFFIC, REG_TEXT.anomalousTraffic);
    }
    const cf = b.CodiceFiscale.toUpperCase();
    await this.checkFields({ cellulare: b.Mobile, codiceFiscale: cf }, { mobile: 'Mobile', cf: 'CodiceFiscale' });
    const mobile = normaliseMobile(b.Mobile);
    const email = b.Email.trim();

    const duplicate = await this.duplicateOf({ codiceFiscale: cf, mobile });
    if (duplicate) return duplicate;
    if (
      b.Nome &&
      b.Cognome &&
      b.Sesso &&
      b.DataNascita &&
      !personMatches(cf, {
        nome: b.Nome,
        cognome: b.Cognome,
        sesso: b.Sesso,
        dataNascita: b.DataNascita,
      })
    ) {
      return refuse(REG_CODES.INCONSISTENT, REG_TEXT.inconsistentData);
    }
    if (isCouponCode(b.CodicePromo)) return refuse(REG_CODES.COUPON, REG_TEXT.couponWarning);

    const numConto = await this.newContractNumber();
    const since = new Date(now.getTime() - ATTEMPT_TTL_MS);
    const attempt = { numConto, codiceFiscale: cf, email, mobile, ip: meta.ip, createdAt: now };
    if (await this.deps.site.module('RegistrationMobileAvoidConfirmation')) {
      await repo.insertAttempt(this.db, { ...attempt, outcome: REG_CODES.DIRECT_NO_OTP, otpRequired: false });
      return { numConto, code: REG_CODES.DIRECT_NO_OTP };
    }
    // -200 carries an earlier verification over only for the client that made it: the attempt must be
    // the one this client holds (matching fiscal code and contacts is not enough — anyone may know
    // them). The earlier attempt is closed in the same transaction, so a verification is used once.
    const held = meta.heldAttempt ? await repo.verifiedAttempt(this.db, { numConto: meta.heldAttempt, codiceFiscale: cf, email, mobile }, since) : undefined;
    if (held) {
      const reused = await this.db.transaction(async (tx) => {
        if (!(await repo.closeAttempt(tx, held.numConto, now))) return false;
        await repo.insertAttempt(tx, {
          ...attempt,
          outcome: REG_CODES.DIRECT_VERIFIED,
          otpRequired: false,
          mobileVerifiedAt: held.mobileVerifiedAt,
          emailVerifiedAt: held.emailVerifiedAt,
        });
        return true;
      });
      if (reused) return { numConto, code: REG_CODES.DIRECT_VERIFIED };
      // Registered or reused meanwhile: the codes are sent again, as for anyone else.
    }
    const outcome = (await repo.hasPreRegistration(this.db, email, mobile)) ? REG_CODES.OTP_EXISTING : REG_CODES.OK;
    // Both codes count against the number's and the address's daily budgets (SMS pumping).
    const wait = Math.max(
      await spendIssue(this.deps.limits, { purpose: REGISTRATION_OTP_ISSUE, subject: `${numConto}:1`, recipient: mobile, ip: meta.ip }),
      await spendIssue(this.deps.limits, { purpose: REGISTRATION_OTP_ISSUE, subject: `${numConto}:2`, recipient: email }),
    );
    if (wait > 0) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, tooManyCodesText(wait));
    await repo.insertAttempt(this.db, { ...attempt, outcome, otpRequired: true });
    await this.otps.sendBoth(numConto, email, mobile, b.Nome ?? null);
    return { numConto, code: outcome };
  }

  /** The codice fiscale alone, as the final registration checks it: barred, or already someone's. */
  async checkCodiceFiscale(codiceFiscale: string, recaptcha: string | undefined, ip: string): Promise<Outcome<null>> {
    if (!(await this.bot.verify(recaptcha, 'check_cf', ip))) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, REG_TEXT.anomalousTraffic);
    const dup = await repo.duplicates(this.db, { codiceFiscale, email: '', mobile: '' });
    if (dup.barred) return refuse(REG_CODES.BLOCKED, REG_TEXT.blockedCf);
    if (dup.cf) return refuse(REG_CODES.DUPLICATE_CF, REG_TEXT.duplicateCf);
    return null;
  }

  async checkUsername(username: string, recaptcha: string | undefined, ip: string): Promise<Outcome<null>> {
    if (!(await this.bot.verify(recaptcha, 'check_username', ip))) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, REG_TEXT.anomalousTraffic);
    return (await repo.usernameTaken(this.db, username)) ? refuse(REG_CODES.NOT_FOUND, REG_TEXT.usernameTaken) : null;
  }

  /**
   * Register / RegisterUser / RegisterMulti: one transaction creates the player, the profile, the
   * consents and the deposit limit, and closes the attempt. The OTPs must both be verified unless
   * the attempt was opened with -200 or -300.
   */
  async register(
    b: TRegisterParsed,
    endpoint: RegisterEndpoint,
    meta: Meta,
  ): Promise<
    Outcome<{
      numeroContratto: string;
      username: string;
      Token: string | null;
      UserData: unknown;
    }>
  > {
    const locked = await lockedRefusal(this.deps);
    if (locked) return locked;
    if (!(await this.bot.verify(b.recaptcha, 'register', meta.ip))) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, REG_TEXT.anomalousTraffic);
    await this.checkFields(b, { mobile: 'cellulare', cf: 'codiceFiscale' });
    if (endpoint === 'RegisterMulti' && !b.numconto) throw fieldError('numconto', REG_TEXT.required);
    if (isCouponCode(b.codicePromo)) return refuse(REG_CODES.COUPON, REG_TEXT.couponWarning);

    const mobile = normaliseMobile(b.cellulare);
    const email = b.email.trim();
    const cf = b.codiceFiscale;

    // Places must exist; abroad means municipality ESTERO (0).
    const italianBirth = b.nazioneNascitaId === ITALY_ID;
    const birthCountry = await this.geo.country(b.nazioneNascitaId);
    const birthCity = italianBirth ? await this.geo.city(b.comuneNascitaId) : undefined;
    if (!birthCountry) throw fieldError('nazioneNascitaId', REG_TEXT.required);
    if (italianBirth ? !birthCity : b.comuneNascitaId !== 0) throw fieldError('comuneNascitaId', REG_TEXT.required);
    const residence = await this.geo.city(b.comuneResidenzaId);
    if (!residence || !residence.active) throw fieldError('comuneResidenzaId', REG_TEXT.required);
    if (!(await this.geo.country(b.nazioneResidenzaId))) throw fieldError('nazioneResidenzaId', REG_TEXT.required);
    if (!(await this.geo.city(b.comuneRilascioId))) throw fieldError('comuneRilascioId', REG_TEXT.required);

    const placeCode = await this.geo.birthPlaceCode(b.nazioneNascitaId, b.comuneNascitaId);
    const match = placeCode
      ? verifyAgainstPerson(cf, {
          nome: b.nome,
          cognome: b.cognome,
          sesso: b.sesso,
          dataNascita: b.dataNascita,
          codiceCatastale: placeCode,
        })
      : { ok: false as const };
    if (!match.ok) return refuse(REG_CODES.INCONSISTENT, REG_TEXT.inconsistentData);

    const duplicate = await this.duplicateOf({ codiceFiscale: cf, mobile });
    if (duplicate) return duplicate;
    if (await repo.usernameTaken(this.db, b.username)) throw fieldError('username', REG_TEXT.usernameTaken);

    // The attempt proves the OTPs; without one only the no-confirmation module lets a registration through.
    const now = this.deps.clock.now();
    let attempt: repo.AttemptRow | undefined;
    if (b.numconto) {
      attempt = await repo.findAttempt(this.db, b.numconto);
      const sameData = attempt && attempt.codiceFiscale === cf && attempt.email.toLowerCase() === email.toLowerCase() && attempt.mobile === mobile;
      if (!attempt || attempt.completedAt || !sameData || now.getTime() - attempt.createdAt.getTime() > ATTEMPT_TTL_MS) {
        return refuse(REG_CODES.NOT_FOUND, REG_TEXT.registrationNotFound);
      }
      if (attempt.otpRequired && !(attempt.mobileVerifiedAt && attempt.emailVerifiedAt)) return refuse(REG_CODES.OTP_INCOMPLETE, REG_TEXT.otpIncomplete);
    } else if (!(await this.deps.site.module('RegistrationMobileAvoidConfirmation'))) {
      return refuse(REG_CODES.OTP_INCOMPLETE, REG_TEXT.otpIncomplete);
    }
    // Only now, with the address proved by its OTP (or no proof asked, under the no-confirmation module).
    const emailTaken = await this.emailTaken(email);
    if (emailTaken) return emailTaken;

    const [passwordHash, answerHash] = await Promise.all([hashPassword(b.password), hashPassword(normalizeSecurityAnswer(b.securityAnswer))]);
    const contratto = attempt?.numConto ?? (await this.newContractNumber());
    const consents = {
      privacyMaggiorenneAccepted: b.privacyMaggiorenneAccepted,
      privacyContrattoAccepted: b.privacyContrattoAccepted,
      privacyCondizioniAccepted: b.privacyCondizioniAccepted,
      privacyDatiAccepted: b.privacyDatiAccepted,
      privacyAcceptMarketing: b.privacyAcceptMarketing,
      privacyAcceptProfilazione: b.privacyAcceptProfilazione,
      comunicazioniSms: b.comunicazioniSms ?? false,
      comunicazioniPush: b.comunicazioniPush ?? false,
      comunicazioniPosta: b.comunicazioniPosta ?? false,
      comunicazioniTelefono: b.comunicazioniTelefono ?? false,
      newsletter: b.newsletter ?? [],
      acceptedAt: now.toISOString(),
      endpoint,
      isMulti: endpoint === 'RegisterMulti' || Boolean(b.isMulti),
    };

    let userId: number;
    try {
      userId = await this.db.transaction(async (tx) => {
        if (attempt) {
          // Closed first and only if still open: a concurrent submission of the same attempt waits on this row, then finds it used.
          if (!(await repo.closeAttempt(tx, attempt.numConto, now))) throw new Error('attempt already used');
        }
        return repo.createPlayer(
          tx,
          {
            username: b.username,
            passwordHash,
            email,
            cellulare: mobile,
            nome: b.nome,
            cognome: b.cognome,
            contratto,
            statoConto: 1,
            termsAccepted: true,
            // The three limits and the contract version are asked on the first access (issue 35).
            firstAccessDue: true,
            emailConfirmed: Boolean(attempt?.emailVerifiedAt),
            mobileConfirmed: Boolean(attempt?.mobileVerifiedAt),
            lastEmailVerificationAt: attempt?.emailVerifiedAt ?? null,
            lastMobileVerificationAt: attempt?.mobileVerifiedAt ?? null,
            depositLimitSet: true,
            father: b.father || null,
            createdAt: now,
          },
          {
            codiceFiscale: cf,
            sesso: b.sesso,
            dataNascita: b.dataNascita,
            nazioneNascitaId: b.nazioneNascitaId,
            comuneNascitaId: b.comuneNascitaId,
            comuneNascitaNome: birthCity?.name ?? 'ESTERO',
            nazioneResidenzaId: b.nazioneResidenzaId,
            indirizzoResidenza: b.indirizzoResidenza,
            capResidenza: b.capResidenza,
            comuneResidenzaId: b.comuneResidenzaId,
            comuneResidenzaNome: residence.name,
            tipoDocumentoId: b.tipoDocumentoId,
            numeroDocumento: b.numeroDocumento,
            enteRilascioId: b.enteRilascioId,
            comuneRilascioId: b.comuneRilascioId,
            dataRilascioDocumento: b.dataRilascioDocumento,
            dataScadenzaDocumento: b.dataScadenzaDocumento,
            securityQuestionId: b.securityQuestion,
            securityAnswerHash: answerHash,
            depositoMassimo: b.depositoMassimo,
            refer: b.refer || null,
            codicePromo: b.codicePromo || null,
            btag: b.btag || null,
            consents: JSON.stringify(consents),
          },
        );
      });
    } catch (err) {
      // A unique index lost a race (same username, fiscal code or contract at the same moment).
      const violated = uniqueViolation(err);
      if (violated?.includes('username')) throw fieldError('username', REG_TEXT.usernameTaken);
      if (violated !== null) return refuse(REG_CODES.DUPLICATE_CF, REG_TEXT.duplicateCf);
      if (err instanceof Error && err.message === 'attempt already used') return refuse(REG_CODES.NOT_FOUND, REG_TEXT.registrationNotFound);
      throw err;
    }

    let Token: string | null = null;
    let UserData: unknown = null;
    if (await this.deps.site.module('AutoLoginAfterRegistration')) {
      const user = (await findUserById(this.db, userId))!;
      const betsession = await this.deps.sessions.create(userId, meta);
      Token = await this.deps.sessions.sign({
        userId,
        sessionId: betsession,
      });
      UserData = await userData(this.deps, user, betsession, { lastLogin: null });
      await recordLogin(this.db, userId, now);
    }
    return { numeroContratto: contratto, username: b.username, Token, UserData };
  }
}
