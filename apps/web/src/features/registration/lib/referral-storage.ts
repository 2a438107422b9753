import { REFERRAL_RETENTION_HOURS, type TReferralKey } from '@betsite/domain/registration-rules';
import { read, readJson, write } from '../../../lib/storage.ts';

/**
 * Referral and promo values that arrive in the URL are kept in localStorage with an expiry
 * (document 2 §4: father and refer 24 hours, promo, vneid and btag 6 hours), so a visitor who
 * registers later in the day is still credited.
 */
const PREFIX = 'betsite.reg.';
const LOCK_KEY = `${PREFIX}referLocked`;
interface Stored {
  value: string;
  expires: number;
}

export function captureReferralParams(params: URLSearchParams, now = Date.now()): void {
  for (const key of Object.keys(REFERRAL_RETENTION_HOURS) as TReferralKey[]) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const item: Stored = {
      value: value.slice(0, 200),
      expires: now + REFERRAL_RETENTION_HOURS[key] * 3600_000,
    };
    write(PREFIX + key, JSON.stringify(item));
    // A referrer that came with the link cannot be changed by hand (step 9).
    if (key === 'refer') write(LOCK_KEY, String(item.expires));
  }
}

export function storedReferral(key: TReferralKey, now = Date.now()): string | null {
  const item = readJson<Stored>(PREFIX + key);
  if (!item) return null;
  if (item.expires < now) {
    write(PREFIX + key, null);
    return null;
  }
  return item.value;
}

export function referLocked(now = Date.now()): boolean {
  const until = Number(read(LOCK_KEY));
  return Number.isFinite(until) && until > now;
}
