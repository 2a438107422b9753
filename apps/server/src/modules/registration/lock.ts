import { fail, type TEnvelope } from '@betsite/contract/envelope';
import { REG_CODES } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { registrationLock } from '@betsite/domain/registration-rules';
import { siteHour } from '@betsite/domain/site-time';
import type { AppDeps } from '../../deps.ts';

/** Night lock, module off, withdrawal-only: the same rule the page applies. */
export async function currentRegistrationLock(deps: Pick<AppDeps, 'site' | 'clock'>) {
  const site = deps.site;
  return registrationLock({
    userRegistration: await site.module('UserRegistration'),
    nightLock: await site.module('RegistrationNightLock'),
    withdrawalOnly: await site.module('ConsentiSoloPrelievo'),
    hour: siteHour(deps.clock.now()),
  });
}

/** The refusal every registration call answers while registration is locked; null when open. */
export async function lockedEnvelope<T>(deps: Pick<AppDeps, 'site' | 'clock'>): Promise<TEnvelope<T> | null> {
  const l = await currentRegistrationLock(deps);
  if (l === 'open') return null;
  return fail(REG_CODES.LOCKED, l === 'night' ? REG_TEXT.lockedNight : REG_TEXT.locked);
}
