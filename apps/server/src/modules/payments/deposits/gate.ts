import { ACCOUNT_STATE, EXCLUSION_STATES } from '@betsite/domain/account-status';
import { DEPOSIT_CODES } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { isRestrictedByDeadline } from '@betsite/domain/document-deadline';
import type { AppDeps } from '../../../app.ts';
import { deadlineFor, deadlineMessage } from '../../documents/service.ts';
import { contactsPending } from '../../profile/section-guard.ts';
import type { users } from '../../../db/schema/index.ts';

type User = typeof users.$inferSelect;

/** Account states that may deposit: provisional and validated accounts. */
const DEPOSIT_STATES: number[] = [ACCOUNT_STATE.PROVISIONAL, ACCOUNT_STATE.VALIDATED];

/**
 * The server's own copy of the page's blocks (document 3 §2, §5): deposits enabled, account state,
 * no pending password change, verified contacts when DisableDepositifNotVerified is on.
 * Returns the refusal, or null when the player may deposit.
 */
export async function depositGate(deps: Pick<AppDeps, 'site' | 'db' | 'clock'>, user: User): Promise<{ code: number; message: string } | null> {
  const [deposit, disabled, onlyWithdraw, needVerified] = await Promise.all([
    deps.site.module('Deposit'),
    deps.site.module('Disable_All_Deposit'),
    deps.site.module('ConsentiSoloPrelievo'),
    deps.site.module('DisableDepositifNotVerified'),
  ]);
  if (!deposit || disabled || onlyWithdraw) return { code: DEPOSIT_CODES.DEPOSITS_DISABLED, message: DEPOSIT_TEXT.depositsDisabled };
  if (!DEPOSIT_STATES.includes(user.statoConto) || (user.esclusione !== null && (EXCLUSION_STATES as readonly number[]).includes(user.esclusione))) {
    return { code: DEPOSIT_CODES.ACCOUNT_STATE, message: DEPOSIT_TEXT.accountState };
  }
  // A provisional account past its document deadline is suspended (then closed): no deposits.
  if (user.statoConto === ACCOUNT_STATE.PROVISIONAL) {
    const deadline = await deadlineFor(deps, user);
    if (isRestrictedByDeadline(deadline)) return { code: DEPOSIT_CODES.ACCOUNT_STATE, message: deadlineMessage(deadline) ?? DEPOSIT_TEXT.accountState };
  }
  if (user.cambioPassword) return { code: DEPOSIT_CODES.PASSWORD_CHANGE, message: DEPOSIT_TEXT.blockPassword };
  if ((await deps.site.module('DisableAllSectionsIfContactsNotVerified')) && (await contactsPending(deps, user))) {
    return { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: PROFILE_TEXT.sectionsDisabled };
  }
  if (needVerified && (!user.mobileConfirmed || !user.emailConfirmed)) {
    const text = !user.mobileConfirmed && !user.emailConfirmed ? DEPOSIT_TEXT.blockVerifyBoth : !user.mobileConfirmed ? DEPOSIT_TEXT.blockVerifyMobile : DEPOSIT_TEXT.blockVerifyEmail;
    return { code: DEPOSIT_CODES.CONTACTS_NOT_VERIFIED, message: `${DEPOSIT_TEXT.blockTitle}. ${text}` };
  }
  return null;
}
