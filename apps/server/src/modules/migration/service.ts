import { randomInt } from 'node:crypto';
import { normalizeSecurityAnswer } from '@betsite/contract/account-fields';
import { MIGRATION_CODES, type TMigrateUserRequest } from '@betsite/contract/migration';
import { MIGRATION_TEXT } from '@betsite/contract/recovery-messages';
import { FIELD_TEXT } from '@betsite/contract/account-fields';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { uniqueViolation } from '../../db/pg-errors.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { hashPassword } from '../../platform/passwords.ts';
import * as repo from './repository.ts';
import { contactsTaken } from '../registration/repository.ts';

type MigrateInput = Omit<TMigrateUserRequest, 'securityQuestion'> & { securityQuestion: number };

/** Unknown fiscal code / invitation pairs per address before migration locks for a while (guessing). */
const MAX_FAILURES = 10;

/** A new 10-digit game account number; the unique index rejects the (unlikely) collision. */
const newContratto = () => `3${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** MigrateUser (document 2 §4): several legacy accounts of one person become one account, once. */
export class MigrationService {
  private readonly attempts: AttemptLimiter;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'botCheck'>) {
    this.attempts = new AttemptLimiter(deps.db, deps.clock, {
      maxFailuresUser: MAX_FAILURES,
      maxFailuresIp: MAX_FAILURES * 3,
      lockSeconds: 15 * 60,
      slowdownAfter: Number.MAX_SAFE_INTEGER,
      slowdownMs: 0,
    });
  }

  async migrate(body: MigrateInput, ip: string): Promise<Outcome<{ username: string; numeroContratto: string }>> {
    const { db } = this.deps;
    // Document 2 §7: MigrateUser carries a recaptcha, checked like the registration's (the sandbox
    // adapter accepts the web app's "sandbox:<action>" token). The call declares no code of its own
    // for it (-3 is a taken username here), so the refusal is -429 with the anomalous-traffic text.
    if (!(await this.deps.botCheck.verify(body.recaptcha, 'migrate_user', ip))) return refuse(MIGRATION_CODES.TOO_MANY_ATTEMPTS, REG_TEXT.anomalousTraffic);
    // The guess is counted before it is checked (one upsert per key): of any number of requests
    // arriving together, at most MAX_FAILURES per fiscal code are ever looked up.
    const [cfKey, ipKey] = [`migration-cf:${body.codiceFiscale}`, `migration-ip:${ip}`] as const;
    if ((await this.attempts.attempt(cfKey, ipKey)).lockedFor > 0) return refuse(MIGRATION_CODES.TOO_MANY_ATTEMPTS, MIGRATION_TEXT.tooManyAttempts);

    const rows = await repo.legacyRows(db, body.codiceFiscale, body.inv);
    if (rows.length === 0) return refuse(MIGRATION_CODES.NOT_FOUND, MIGRATION_TEXT.notFound);
    // A right pair is not a failed guess, whatever comes next.
    await this.attempts.succeeded(cfKey, ipKey);
    const pending = rows.filter((r) => !r.migratedAt);
    if (pending.length === 0) return refuse(MIGRATION_CODES.ALREADY_MIGRATED, MIGRATION_TEXT.alreadyMigrated);
    if (await repo.usernameTaken(db, body.username)) return refuse(MIGRATION_CODES.USERNAME_TAKEN, FIELD_TEXT.usernameTaken);
    if (await repo.fiscalCodeInUse(db, body.codiceFiscale)) return refuse(MIGRATION_CODES.FISCAL_CODE_IN_USE, MIGRATION_TEXT.fiscalCodeInUse);

    // The first legacy account carries the personal data of the new one. Its contacts must be free,
    // as at a registration (-6642, -6643): recovery finds an account by its e-mail, and an OTP reaches
    // one person by the mobile.
    const first = pending[0]!;
    const taken = await contactsTaken(db, { email: first.email, mobile: first.cellulare });
    if (taken.email) return refuse(MIGRATION_CODES.EMAIL_IN_USE, MIGRATION_TEXT.emailInUse);
    if (taken.mobile) return refuse(MIGRATION_CODES.MOBILE_IN_USE, MIGRATION_TEXT.mobileInUse);
    const now = this.deps.clock.now();
    const [passwordHash, answerHash] = await Promise.all([hashPassword(body.password), hashPassword(normalizeSecurityAnswer(body.securityAnswer))]);
    const contratto = newContratto();
    const consents = {
      privacyMaggiorenneAccepted: body.privacyMaggiorenneAccepted,
      privacyContrattoAccepted: body.privacyContrattoAccepted,
      privacyCondizioniAccepted: body.privacyCondizioniAccepted,
      privacyDatiAccepted: body.privacyDatiAccepted,
      privacyAcceptMarketing: body.privacyAcceptMarketing,
      privacyAcceptProfilazione: body.privacyAcceptProfilazione,
      migratedFrom: pending.map((r) => r.legacyContratto),
    };
    try {
      const created = await repo.migrate(
        db,
        pending.map((r) => r.id),
        {
          user: {
            username: body.username,
            passwordHash,
            email: first.email,
            cellulare: first.cellulare,
            nome: first.nome,
            cognome: first.cognome,
            contratto,
            // The legacy accounts were validated, with verified contacts; the new consents are accepted here.
            statoConto: 2,
            termsAccepted: true,
            // Like a registered player (docs/responsible-gaming.md): the contract version and the three
            // limits are asked on the first access, and until then deposits and stakes are refused. No
            // deposit limit was chosen here; the first access sets it (as for the demo first-access players,
            // the login's -6443 notice is not added on top of the first-access prompt).
            firstAccessDue: true,
            depositLimitSet: true,
            emailConfirmed: true,
            mobileConfirmed: true,
            lastEmailVerificationAt: now,
            lastMobileVerificationAt: now,
            invitation: first.invitation,
          },
          profile: {
            codiceFiscale: body.codiceFiscale,
            ...first.anagrafica,
            securityQuestionId: body.securityQuestion,
            securityAnswerHash: answerHash,
            depositoMassimo: 0,
            consents: JSON.stringify(consents),
          },
        },
        now,
      );
      if (!created) return refuse(MIGRATION_CODES.ALREADY_MIGRATED, MIGRATION_TEXT.alreadyMigrated);
    } catch (err) {
      // A concurrent sign-up took the username or the fiscal code between the checks and the insert.
      const constraint = uniqueViolation(err);
      if (constraint?.includes('codice_fiscale')) return refuse(MIGRATION_CODES.FISCAL_CODE_IN_USE, MIGRATION_TEXT.fiscalCodeInUse);
      if (constraint !== null) return refuse(MIGRATION_CODES.USERNAME_TAKEN, FIELD_TEXT.usernameTaken);
      throw err;
    }
    return { username: body.username, numeroContratto: contratto };
  }
}
