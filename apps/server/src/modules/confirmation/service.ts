import { CONFIRM_TEXT } from '@betsite/contract/recovery-messages';
import type { AppDeps } from '../../deps.ts';
import { maskMobile } from '@betsite/domain/masking';
import { findUserById, markMobileConfirmed } from '../users/repository.ts';
import { consumeCode, issueCode } from '../../platform/codes.ts';
import { spendIssue, tooManyCodesText } from '../../platform/code-issuing.ts';
import { refuse, type Outcome } from '../../platform/outcome.ts';

/**
 * Same purpose and subject as SessionService.setEmailMobileVerified (source sms), so the code
 * works both here (ConfirmMobile, logged in) and from a SetEmailMobileVerified link.
 */
const PURPOSE = 'mobile-confirm';
const subjectOf = (email: string) => email.trim().toLowerCase();

/** The SMS step of /account/registration/confirm (document 2 §2). */
export class ConfirmationService {
  constructor(private readonly deps: AppDeps) {}

  private user(userId: number) {
    return findUserById(this.deps.db, userId);
  }

  /** Sends the SMS code; the value is the masked number it went to. */
  async sendCode(userId: number): Promise<Outcome<{ maskedMobile: string }>> {
    const user = await this.user(userId);
    if (!user) return refuse(-1, CONFIRM_TEXT.smsFailed);
    const wait = await spendIssue(this.deps.limits, { purpose: PURPOSE, subject: subjectOf(user.email), userId: user.id, recipient: user.cellulare });
    if (wait > 0) return refuse(-1, tooManyCodesText(wait));
    const code = await issueCode(this.deps.db, this.deps.clock, { purpose: PURPOSE, subject: subjectOf(user.email), userId: user.id, channel: 'sms' });
    await this.deps.outbox.send({
      channel: 'sms',
      recipient: user.cellulare,
      body: `Il tuo codice di conferma del cellulare è ${code}. Valido 3 minuti.`,
      meta: { purpose: PURPOSE, code },
    });
    return { maskedMobile: maskMobile(user.cellulare) };
  }

  /** Whether the code confirmed the logged-in player's mobile number. */
  async confirm(userId: number, code: string): Promise<boolean> {
    const user = await this.user(userId);
    const res = user
      ? await consumeCode(this.deps.db, this.deps.clock, { purpose: PURPOSE, subject: subjectOf(user.email), code })
      : { ok: false, userId: null };
    // The code must belong to the logged-in player, not just to an address they share.
    if (!user || !res.ok || res.userId !== user.id) return false;
    await markMobileConfirmed(this.deps.db, user.id, this.deps.clock.now());
    return true;
  }
}
