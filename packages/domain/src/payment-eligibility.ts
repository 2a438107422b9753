import { ACCOUNT_STATE, EXCLUSION_STATES } from './account-status.ts';

/**
 * Who may deposit and withdraw (document 3 §2, §4, §5): one rule for the server, which enforces
 * it, and for the pages, which show the matching block before the player types anything.
 * The player is described under neutral names; each side maps its own row to them.
 */
export interface PaymentFacts {
  statoConto: number;
  esclusione: number | null;
  mustChangePassword: boolean;
  mobileConfirmed: boolean;
  emailConfirmed: boolean;
}

/** The site modules the rules read (GetSiteConfig's `modules`); a missing module is off. */
export type PaymentModules = Readonly<Record<string, boolean | undefined>>;

export type ContactBlock = 'mobile' | 'email' | 'both';
export type DepositBlock = 'disabled' | 'state' | 'password' | ContactBlock;
export type WithdrawalBlock = 'disabled' | 'password' | ContactBlock | 'state';

/** Account states that may deposit: provisional and validated accounts. */
const DEPOSIT_STATES: readonly number[] = [ACCOUNT_STATE.PROVISIONAL, ACCOUNT_STATE.VALIDATED];
/** Account states that may withdraw: validated, and self-excluded players taking their money out. */
const WITHDRAWAL_STATES: readonly number[] = [ACCOUNT_STATE.VALIDATED, ACCOUNT_STATE.SELF_EXCLUDED_TEMPORARY, ACCOUNT_STATE.SELF_EXCLUDED_PERMANENT];

function contactBlock(mobileMissing: boolean, emailMissing: boolean): ContactBlock | null {
  if (mobileMissing && emailMissing) return 'both';
  if (mobileMissing) return 'mobile';
  if (emailMissing) return 'email';
  return null;
}

/** Deposits: modules on, a state that may deposit, no pending password change, verified contacts when DisableDepositifNotVerified is on. */
export function depositBlock(p: PaymentFacts, m: PaymentModules): DepositBlock | null {
  if (!m.Deposit || m.Disable_All_Deposit || m.ConsentiSoloPrelievo) return 'disabled';
  const excluded = p.esclusione !== null && (EXCLUSION_STATES as readonly number[]).includes(p.esclusione);
  if (!DEPOSIT_STATES.includes(p.statoConto) || excluded) return 'state';
  if (p.mustChangePassword) return 'password';
  return m.DisableDepositifNotVerified ? contactBlock(!p.mobileConfirmed, !p.emailConfirmed) : null;
}

/** Withdrawals: modules on, no pending password change, verified contacts (mobile unless RegistrationMobileAvoidConfirmation), a state that may withdraw. */
export function withdrawalBlock(p: PaymentFacts, m: PaymentModules): WithdrawalBlock | null {
  if (!m.Withdraw || m.Disable_All_Withdraw) return 'disabled';
  if (p.mustChangePassword) return 'password';
  const contacts = contactBlock(!p.mobileConfirmed && !m.RegistrationMobileAvoidConfirmation, !p.emailConfirmed);
  if (contacts) return contacts;
  return WITHDRAWAL_STATES.includes(p.statoConto) ? null : 'state';
}
