/** Rules of the registration wizard shared by the browser and the server (document 2 §2, §4, §9). */

/** Deposit limit choices at registration, in euro (document 2 §9). */
export const DEPOSIT_LIMIT_CHOICES = [20, 50, 100, 250, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 75000, 99000] as const;

/** The list as shown: ascending, or descending when the site variable DepositLimit_SortDescending is true. */
export function depositLimitChoices(sortDescending: boolean): number[] {
  const list = [...DEPOSIT_LIMIT_CHOICES];
  return sortDescending ? list.reverse() : list;
}

export const TOTAL_STEPS = 11;
export const OTP_STEP = 11;

/** Progress bar value: (current step − 1) / (total steps − 1), as a percentage. */
export function progressPercent(step: number, total = TOTAL_STEPS): number {
  return total <= 1 ? 100 : ((step - 1) / (total - 1)) * 100;
}

/**
 * The next enabled step in the direction of travel (+1 forward, −1 back), skipping disabled ones;
 * null past either end.
 */
export function nextEnabledStep(current: number, direction: 1 | -1, disabled: ReadonlySet<number>, total = TOTAL_STEPS): number | null {
  for (let s = current + direction; s >= 1 && s <= total; s += direction) if (!disabled.has(s)) return s;
  return null;
}

export interface RegistrationLockInput {
  userRegistration: boolean;
  nightLock: boolean;
  withdrawalOnly: boolean;
  /** Hour of the day in Italy (0–23). */
  hour: number;
}
export type RegistrationLock = 'open' | 'disabled' | 'night' | 'withdrawal-only';

/** The page is locked when the module is off, withdrawal-only is on, or (night lock) outside 9–22 inclusive. */
export function registrationLock(i: RegistrationLockInput): RegistrationLock {
  if (!i.userRegistration) return 'disabled';
  if (i.withdrawalOnly) return 'withdrawal-only';
  if (i.nightLock && (i.hour < 9 || i.hour > 22)) return 'night';
  return 'open';
}

/** How long values from the URL are kept (document 2 §4): father and refer 24 hours, the rest 6 hours. */
export const REFERRAL_RETENTION_HOURS = {
  father: 24,
  refer: 24,
  promo: 6,
  vneid: 6,
  btag: 6,
  btagType: 6,
} as const;
export type TReferralKey = keyof typeof REFERRAL_RETENTION_HOURS;

/** A prefilled mobile from the external service: a leading 0039 is trimmed (the form adds +39). */
export function trimItalianPrefix(mobile: string): string {
  const m = mobile.replace(/\s+/g, '');
  if (m.startsWith('0039')) return m.slice(4);
  if (m.startsWith('+39')) return m.slice(3);
  return m;
}

/** Mobile as stored: no spaces, with its + prefix. */
export const normaliseMobile = (m: string) => m.replace(/\s+/g, '');

/** Coupon codes go in the cart after registration (-5296); they are recognisable by their prefix. */
export const isCouponCode = (code: string | null | undefined) => Boolean(code && /^CPN/i.test(code.trim()));
