import { PROFILE_CODES } from '@betsite/contract/profile';
import { PROFILE_TEXT } from '@betsite/contract/profile-messages';
import { isVerificationStale } from '@betsite/domain/account-status';
import type { AppDeps } from '../../deps.ts';
import type { users } from '../../db/schema/index.ts';
import { refuse, type Refusal } from '../../platform/outcome.ts';

type User = typeof users.$inferSelect;

/** The profile sections (tabs) a call belongs to. */
export type Section = 'anagrafica' | 'documenti' | 'contatti' | 'password' | 'security';

/** Under ConsentiSoloPrelievo only these sections stay usable (document 2 §2). */
export const WITHDRAWAL_ONLY_SECTIONS: readonly Section[] = ['anagrafica', 'password'];

/** True when e-mail or mobile is unconfirmed, or stale under VerifyContacts. */
export async function contactsPending(
  deps: Pick<AppDeps, 'site' | 'clock'>,
  user: Pick<User, 'emailConfirmed' | 'mobileConfirmed' | 'lastEmailVerificationAt' | 'lastMobileVerificationAt'>,
): Promise<boolean> {
  if (!user.emailConfirmed || !user.mobileConfirmed) return true;
  const [verifyContacts, days] = await Promise.all([deps.site.module('VerifyContacts'), deps.site.numberVariable('VerifyContacts_Days', 180)]);
  const settings = { verifyContacts, verifyContactsDays: days, now: deps.clock.now() };
  return (
    isVerificationStale(user.lastEmailVerificationAt?.toISOString() ?? null, settings) ||
    isVerificationStale(user.lastMobileVerificationAt?.toISOString() ?? null, settings)
  );
}

/**
 * The server's copy of what the tabs show: with DisableAllSectionsIfContactsNotVerified every
 * section but Contatti e privacy is closed until the contacts are verified; with ConsentiSoloPrelievo
 * only Anagrafica and Password stay. Returns the refusal, or null.
 */
export async function sectionGate(deps: Pick<AppDeps, 'site' | 'clock'>, user: User, section: Section): Promise<Refusal | null> {
  const [onlyWithdraw, disableAll] = await Promise.all([deps.site.module('ConsentiSoloPrelievo'), deps.site.module('DisableAllSectionsIfContactsNotVerified')]);
  if (onlyWithdraw && !WITHDRAWAL_ONLY_SECTIONS.includes(section)) return refuse(PROFILE_CODES.WITHDRAWAL_ONLY, PROFILE_TEXT.withdrawalOnly);
  if (disableAll && section !== 'contatti' && (await contactsPending(deps, user)))
    return refuse(PROFILE_CODES.CONTACTS_NOT_VERIFIED, PROFILE_TEXT.sectionsDisabled);
  return null;
}
