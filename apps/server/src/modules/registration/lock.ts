import { REG_CODES } from '@betsite/contract/registration';
import { REG_TEXT } from '@betsite/contract/registration-messages';
import { registrationLock } from '@betsite/domain/registration-rules';
import { siteHour } from '@betsite/domain/site-time';
import type { AppDeps } from '../../deps.ts';
import { refuse, type Refusal } from '../../platform/outcome.ts';

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
export async function lockedRefusal(deps: Pick<AppDeps, 'site' | 'clock'>): Promise<Refusal | null> {
  const l = await currentRegistrationLock(deps);
  if (l === 'open') return null;
  return refuse(REG_CODES.LOCKED, l === 'night' ? REG_TEXT.lockedNight : REG_TEXT.locked);
}
