import { REG_CODES } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';
import { spendIssue, tooManyCodesText } from '../../platform/code-issuing.ts';
import { consumeCode, issueCode } from '../../platform/codes.ts';
import * as repo from './repository.ts';

/** The issuing budgets' name for registration OTPs (SMS and e-mail). */
export const REGISTRATION_OTP_ISSUE = 'registration-otp';

/**
 * Registration OTPs last 3 minutes, as every security code of the specification (document 1,
 * constants); a player who needs longer asks for a new one ('Invia di nuovo', ResendOtpCode).
 */
export const OTP_TTL_MS = 3 * 60 * 1000;

const otpPurpose = (type: 1 | 2) => (type === 1 ? 'reg-otp-mobile' : 'reg-otp-email');

/** The two registration OTPs (type 1 SMS, type 2 e-mail) of an attempt: sent, verified, resent. */
export class RegistrationOtps {
  constructor(private readonly deps: Pick<AppDeps, 'db' | 'clock' | 'outbox' | 'limits'>) {}

  async sendBoth(numConto: string, email: string, mobile: string, nome: string | null): Promise<void> {
    for (const type of [1, 2] as const) await this.send(numConto, type, type === 1 ? mobile : email, nome);
  }

  async send(numConto: string, type: 1 | 2, recipient: string, nome: string | null): Promise<void> {
    const code = await issueCode(this.deps.db, this.deps.clock, {
      purpose: otpPurpose(type),
      subject: numConto,
      channel: type === 1 ? 'sms' : 'email',
      ttlMs: OTP_TTL_MS,
    });
    if (type === 1) {
      await this.deps.outbox.send({
        channel: 'sms',
        recipient,
        body: `Il tuo codice OTP per completare la registrazione è ${code}. Valido 3 minuti.`,
        meta: { purpose: 'registration-otp', code },
      });
    } else {
      await this.deps.outbox.send({
        channel: 'email',
        recipient,
        subject: 'Codice di verifica registrazione',
        body: `Ciao${nome ? ` ${nome}` : ''},\n\nil tuo codice OTP per completare la registrazione è: ${code}\nIl codice è valido 3 minuti.\n\nSe non hai richiesto la registrazione, ignora questo messaggio.`,
        meta: { purpose: 'registration-otp', code },
      });
    }
  }

  /** VerifyOtpCode: type 1 the SMS code, type 2 the e-mail code. */
  async verify(numConto: string, codice: string, type: 1 | 2): Promise<Outcome<null>> {
    const attempt = await repo.findAttempt(this.deps.db, numConto);
    if (!attempt || attempt.completedAt) return refuse(REG_CODES.NOT_FOUND, REG_TEXT.registrationNotFound);
    const res = await consumeCode(this.deps.db, this.deps.clock, { purpose: otpPurpose(type), subject: numConto, code: codice });
    if (!res.ok) return refuse(REG_CODES.NOT_FOUND, REG_TEXT.otpWrong);
    await repo.markVerified(this.deps.db, numConto, type, this.deps.clock.now());
    return null;
  }

  async resend(numConto: string, type: 1 | 2, ip: string): Promise<Outcome<null>> {
    const attempt = await repo.findAttempt(this.deps.db, numConto);
    if (!attempt || attempt.completedAt || !attempt.otpRequired) return refuse(REG_CODES.NOT_FOUND, REG_TEXT.registrationNotFound);
    const recipient = type === 1 ? attempt.mobile : attempt.email;
    const wait = await spendIssue(this.deps.limits, { purpose: REGISTRATION_OTP_ISSUE, subject: `${numConto}:${type}`, recipient, ip });
    if (wait > 0) return refuse(REG_CODES.ANOMALOUS_TRAFFIC, tooManyCodesText(wait));
    await this.send(numConto, type, recipient, null);
    return null;
  }
}
