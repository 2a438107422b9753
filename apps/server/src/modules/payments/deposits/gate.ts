import { DEPOSIT_CODES } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { ACCOUNT_STATE } from '@betsite/domain/account-status';
import { depositBlock, type DepositBlock } from '@betsite/domain/payment-eligibility';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { isRestrictedByDeadline } from '@betsite/domain/document-deadline';
import type { AppDeps } from '../../../deps.ts';
import { paymentFacts } from '../payment-facts.ts';
import type { DepositPlayer } from './repository.ts';
import { deadlineFor, deadlineMessage } from '../../documents/service.ts';
import { contactsPending } from '../../profile/section-guard.ts';

const REFUSAL: Record<DepositBlock, { code: number; message: string }> = {
  disabled: { code: DEPOSIT_CODES.DEPOSITS_DISABLED, message: DEPOSIT_TEXT.depositsDisabled },
  state: { code: DEPOSIT_CODES.ACCOUNT_STATE, message: DEPOSIT_TEXT.accountState },
  password: { code: DEPOSIT_CODES.PASSWORD_CHANGE, message: DEPOSIT_TEXT.blockPassword },
  mobile: { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: `${DEPOSIT_TEXT.blockTitle}. ${DEPOSIT_TEXT.blockVerifyMobile}` },
  email: { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: `${DEPOSIT_TEXT.blockTitle}. ${DEPOSIT_TEXT.blockVerifyEmail}` },
  both: { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: `${DEPOSIT_TEXT.blockTitle}. ${DEPOSIT_TEXT.blockVerifyBoth}` },
};

/**
 * The server's enforcement of the page's blocks (document 3 §2, §5; the rule is shared with the
 * page in @betsite/domain/payment-eligibility). Returns the refusal, or null when the player may deposit.
 */
export async function depositGate(deps: Pick<AppDeps, 'site' | 'db' | 'clock'>, user: DepositPlayer): Promise<{ code: number; message: string } | null> {
  const block = depositBlock(paymentFacts(user), (await deps.site.config()).modules);
  if (block) return REFUSAL[block];
  // A provisional account past its document deadline is suspended (then closed): no deposits.
  if (user.statoConto === ACCOUNT_STATE.PROVISIONAL) {
    const deadline = await deadlineFor(deps, user);
    if (isRestrictedByDeadline(deadline)) return { code: DEPOSIT_CODES.ACCOUNT_STATE, message: deadlineMessage(deadline) ?? DEPOSIT_TEXT.accountState };
  }
  if ((await deps.site.module('DisableAllSectionsIfContactsNotVerified')) && (await contactsPending(deps, user))) {
    return { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: PROFILE_TEXT.sectionsDisabled };
  }
  return null;
}
